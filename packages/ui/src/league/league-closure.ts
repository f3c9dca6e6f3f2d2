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

/**
 * A league in which the server refuses play: closed, or not started yet. Before its start the
 * server refuses posts, likes, claims, deals and scandal answers, but takes chat and new
 * characters, so a pending league is not "closed".
 */
export type PlayRefusal = LeagueClosure | 'pending';

export function playRefusal(league: Pick<League, 'status'>): PlayRefusal | null {
  return league.status === 'pending' ? 'pending' : leagueClosure(league);
}

export const PLAY_REFUSED_REASON: Record<PlayRefusal, string> = {
  ...CLOSED_LEAGUE_REASON,
  pending: 'This league has not started yet',
};

const startDay = (startDate: Date) => startDate.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function pendingLeagueNotice(startDate: Date): { title: string; text: string } {
  return {
    title: 'This league has not started yet',
    text: `The season starts on ${startDay(startDate)}: posting, likes, challenges and brand deals open then. The chat is open already.`,
  };
}

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
