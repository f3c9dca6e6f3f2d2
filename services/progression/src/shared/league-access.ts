import { API_ERRORS } from '@il/contracts';
import { streams } from '@il/events';
import { leagueDecider, leagueHasEnded, leagueStatusAt, type LeagueState, type LeagueTimeline } from '@il/league';
import { AppError, loadState, notFound, type EventStore } from '@il/platform';

/**
 * The league a command acts in, from its own stream, if the player is a member. A missing league
 * and someone else's league answer the same 404, as every league call does.
 */
export async function memberLeague(store: EventStore, leagueId: number, userId: number): Promise<LeagueState> {
  const { state } = await loadState(store, streams.league(leagueId), leagueDecider);
  if (!state.exists || !state.members.includes(userId)) throw notFound(API_ERRORS.leagueNotFound);
  return state;
}

/** Gameplay happens only while a league is active and before its end, recorded or not. */
export const isPlayable = (league: LeagueTimeline, now: Date): boolean =>
  leagueStatusAt(league, now) === 'active' && !leagueHasEnded(league, now);

export function assertPlayable(league: LeagueTimeline, now: Date): void {
  if (!isPlayable(league, now)) throw new AppError(API_ERRORS.leagueNotActive, 409);
}

/** The instant after which nothing has consequences: the end date, or null once cancelled. */
export const consequencesEndOf = (league: LeagueTimeline): string | null => (league.lifecycle === 'cancelled' ? null : league.endDate);
