import type { StandingsByDayResponse } from '@il/contracts';
import { leagueDay, leagueHour } from '@il/events';
import { AppError, leagueScope, leagueStandingsScope, readView, type Clock, type ReadStoreReader, type ViewCache } from '@il/platform';
import type { LeagueDoc } from '@il/projection-leagues';
import { STANDINGS_DAYS, standingsOnDay, type CharacterDaysDoc } from '@il/projection-standings-by-day';
import { toLeaderboardEntry } from './league-queries';
import { leagueOfMember } from './membership';

/**
 * A day's standings are kept for good only once the day has been over this long: an event decided
 * just before midnight may still be on its way into the log and the read models (a command waits
 * at most 5 s for them), and a day kept too early would miss it forever. Until then the day is kept
 * like the current one, until the league's next event.
 */
export const SETTLED_DAY_MARGIN_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export const dayNotPlayedMessage = (day: number, lastDay: number) =>
  `Day ${day} has not been played: this league's days so far are 1 to ${lastDay}`;
export const hourNotPlayedMessage = (day: number, hour: number, lastHour: number) =>
  `Hour ${hour} of day ${day} has not been played: its hours so far are 0 to ${lastHour}`;


/** The latest day whose standings exist: today while in play, the day it ended otherwise. */
export function lastDayOf(league: Pick<LeagueDoc, 'startDate' | 'endDate' | 'completedAt' | 'cancelledAt'>, now: Date): number {
  return leagueDay(league, league.completedAt ?? league.cancelledAt ?? now);
}

/** The season replayed: the standings at the end of any day so far, with who rose and fell. */
export function standingsByDayQuery(deps: { read: ReadStoreReader; clock: Clock; views?: ViewCache }) {
  const { read, clock, views } = deps;

  async function load(leagueId: number, day: number, hour: number | null): Promise<StandingsByDayResponse['standings']> {
    const characters = await read.find<CharacterDaysDoc>(STANDINGS_DAYS, { leagueId });
    return standingsOnDay(characters.items, day, hour ?? undefined).map((row) => ({
      ...toLeaderboardEntry(row),
      followers: row.followers,
      money: row.money,
      relevance: row.relevance,
      previousRank: row.previousRank,
    }));
  }

  /** Members only, like the leaderboard: anyone else gets the same 404 as for a missing league. */
  return async function standingsByDay(leagueId: number, userId: number, asked?: number, askedHour?: number): Promise<StandingsByDayResponse> {
    const league = await leagueOfMember(read, leagueId, userId, views);
    const now = clock.now();
    const lastDay = lastDayOf(league, now);
    const day = asked ?? lastDay;
    if (day > lastDay) throw new AppError(dayNotPlayedMessage(day, lastDay), 400);
    const over = league.lifecycle === 'completed' || league.lifecycle === 'cancelled';
    const settled = over || day < lastDay;
    const dayEnd = over ? Date.parse(league.completedAt ?? league.cancelledAt ?? '') : Date.parse(league.startDate) + day * DAY_MS;
    // A day long over never changes: kept apart from the standings' scope, which every post drops.
    const forGood = settled && now.getTime() - dayEnd >= SETTLED_DAY_MARGIN_MS;
    const startsAt = new Date(Date.parse(league.startDate) + (day - 1) * DAY_MS);
    const lastHour = settled ? 23 : leagueHour(league, now);
    const hour = askedHour ?? null;
    if (hour !== null && hour > lastHour) throw new AppError(hourNotPlayedMessage(day, hour, lastHour), 400);
    const scope = forGood ? `${leagueScope(leagueId)}/settled-days` : leagueStandingsScope(leagueId);
    const standings = await readView(views, scope, hour === null ? `standings-day-${day}` : `standings-day-${day}-hour-${hour}`, () => load(leagueId, day, hour));
    return { day, lastDay, startsAt, settled, hour, lastHour, standings };
  };
}
