import type { CharacterEvent, CharacterStats, StatChangeCause } from '@il/events';
import type { CharacterState } from '../character/character-decider';
import { applyStatChanges } from '../character/stat-changes';
import { leagueHasEnded, leagueStatusAt, type LeagueTimeline } from '../league/league-status';
import { RELEVANCE_FADE_PERCENT } from '../rules';
import { utcDayOf } from '@il/platform';

export const RELEVANCE_FADE_CAUSE = 'relevance_fade';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How much relevance fades at one midnight. Rounding up makes small values fade too (a star
 * who stops posting ends at 0 instead of stalling at 8), and it never takes more than there is.
 */
export const relevanceFadeOf = (relevance: number): number => Math.ceil((Math.max(0, relevance) * RELEVANCE_FADE_PERCENT) / 100);

const midnightOf = (day: string): number => new Date(`${day}T00:00:00.000Z`).getTime();

/**
 * The UTC days whose midnight the character has lived through in play and not yet faded for:
 * midnights after the league's start and the character's creation, after the last day faded,
 * at or before `now` and before the league's end. Oldest first.
 */
export function fadeDaysDue(
  league: Pick<LeagueTimeline, 'startDate' | 'endDate'>,
  character: Pick<CharacterState, 'createdAt' | 'relevanceFadedThrough'>,
  now: string,
): string[] {
  const since = Math.max(new Date(league.startDate).getTime(), new Date(character.createdAt).getTime());
  let midnight = Math.floor(since / DAY_MS) * DAY_MS + DAY_MS;
  if (character.relevanceFadedThrough) midnight = Math.max(midnight, midnightOf(character.relevanceFadedThrough) + DAY_MS);
  const until = Math.min(new Date(now).getTime(), new Date(league.endDate).getTime() - 1);
  const days: string[] = [];
  for (; midnight <= until; midnight += DAY_MS) days.push(utcDayOf(new Date(midnight)));
  return days;
}

/**
 * The fades a character owes at `now`: one CharacterStatsChanged per missed midnight, each on the
 * result of the one before (a server that was down three days fades three times, as if it had
 * been up), each naming its day. Only while the league is in play: a pending league has not
 * begun, and a finished one has frozen its standings.
 *
 * A day on which relevance is already 0 moves nothing, but the last due day is always recorded
 * (with no changes if need be): the stream must remember that the day is done, or a later run
 * would fade that day again after the star has posted.
 */
export function relevanceFadeEvents(state: CharacterState, league: LeagueTimeline, now: string): CharacterEvent[] {
  if (!state.exists) return [];
  const at = new Date(now);
  if (leagueStatusAt(league, at) !== 'active' || leagueHasEnded(league, at)) return [];
  const days = fadeDaysDue(league, state, now);
  const lastDay = days[days.length - 1];
  if (lastDay === undefined) return [];

  const { characterId, leagueId, userId } = state;
  const fadeEvent = (day: string, relevance: number, stats: CharacterStats): CharacterEvent => {
    const cause: StatChangeCause = { kind: RELEVANCE_FADE_CAUSE, id: day };
    const changes = relevance === 0 ? {} : { relevance };
    return { type: 'CharacterStatsChanged', data: { characterId, leagueId, userId, cause, changes, stats, at: now } };
  };

  const events: CharacterEvent[] = [];
  let stats = state.stats;
  let recordedDay: string | null = null;
  for (const day of days) {
    const fade = relevanceFadeOf(stats.relevance);
    if (fade === 0) continue;
    const next = applyStatChanges(stats, { relevance: -fade }, now);
    events.push(fadeEvent(day, next.relevance - stats.relevance, next));
    stats = next;
    recordedDay = day;
  }
  if (recordedDay !== lastDay) events.push(fadeEvent(lastDay, 0, stats));
  return events;
}
