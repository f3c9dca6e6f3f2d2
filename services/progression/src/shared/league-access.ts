import { API_ERRORS } from '@il/contracts';
import { leagueHasEnded, leagueStatusAt, type LeagueTimeline } from '@il/league';
import { AppError } from '@il/platform';

/** Gameplay happens only while a league is active and before its end, recorded or not. */
export const isPlayable = (league: LeagueTimeline, now: Date): boolean =>
  leagueStatusAt(league, now) === 'active' && !leagueHasEnded(league, now);

export function assertPlayable(league: LeagueTimeline, now: Date): void {
  if (!isPlayable(league, now)) throw new AppError(API_ERRORS.leagueNotActive, 409);
}

/** The instant after which nothing has consequences: the end date, or null once cancelled. */
export const consequencesEndOf = (league: LeagueTimeline): string | null => (league.lifecycle === 'cancelled' ? null : league.endDate);
