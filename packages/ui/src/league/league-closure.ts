import type { League } from '@il/contracts';

/** A league whose play is over: the server refuses every action in it from then on. */
export type LeagueClosure = 'completed' | 'cancelled';

export function leagueClosure(league: Pick<League, 'status'>): LeagueClosure | null {
  return league.status === 'completed' || league.status === 'cancelled' ? league.status : null;
}

/** Why an action is not offered in a closed league: the tooltip, tap hint or disabled form's reason. */
export const CLOSED_LEAGUE_REASON: Record<LeagueClosure, string> = {
  completed: 'This league has ended',
  cancelled: 'This league was cancelled',
};

export const CLOSED_LEAGUE_NOTICE: Record<LeagueClosure, { title: string; text: string }> = {
  completed: {
    title: 'This league has ended',
    text: 'The season is over: nothing more can be posted, liked, said or claimed. The feed and chat stay here to read.',
  },
  cancelled: {
    title: 'This league was cancelled',
    text: 'Play has stopped: nothing more can be posted, liked, said or claimed. The feed and chat stay here to read.',
  },
};
