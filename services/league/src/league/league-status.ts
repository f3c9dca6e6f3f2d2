export type LeagueLifecycle = 'pending' | 'active' | 'completed' | 'cancelled';
export type LeagueStatusValue = LeagueLifecycle;

export interface LeagueTimeline {
  lifecycle: LeagueLifecycle;
  startDate: string;
  endDate: string;
}

/**
 * The status a player sees at `now`. Completion and cancellation come from events; before that
 * the clock decides between pending and active, so a league is active from its start instant even
 * if the scheduler has not yet recorded the start. A league past its end stays active until its
 * completion (with the frozen standings) is recorded, which the scheduler does within seconds.
 */
export function leagueStatusAt(league: LeagueTimeline, now: Date): LeagueStatusValue {
  if (league.lifecycle === 'completed' || league.lifecycle === 'cancelled') return league.lifecycle;
  return now.getTime() < new Date(league.startDate).getTime() ? 'pending' : 'active';
}

/** No one joins, invites or creates a character once a league is over, recorded or not. */
export function leagueHasEnded(league: LeagueTimeline, now: Date): boolean {
  return (
    league.lifecycle === 'completed' ||
    league.lifecycle === 'cancelled' ||
    now.getTime() >= new Date(league.endDate).getTime()
  );
}
