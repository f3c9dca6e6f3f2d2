import type { ChallengeEvent, IssuedChallenge } from '@il/events';
import { challengeDayOfEvent, emptyChallengeTally, tallyChallengeEvent, type ChallengeDayTally } from '@il/projection-challenges';

export interface ChallengeDay {
  issued: IssuedChallenge[] | null;
  tally: ChallengeDayTally;
  /** Claim instants by challenge id. */
  claimed: Readonly<Record<string, string>>;
}

export interface ChallengesState {
  /** By UTC date. Every day with something counted or issued has an entry. */
  days: Readonly<Record<string, ChallengeDay>>;
  claimedTotal: number;
}

export const initialChallengesState: ChallengesState = { days: {}, claimedTotal: 0 };

const emptyDay = (): ChallengeDay => ({ issued: null, tally: emptyChallengeTally(), claimed: {} });

export function evolveChallenges(state: ChallengesState, event: { type: string; data: unknown }): ChallengesState {
  const e = event as ChallengeEvent;
  switch (e.type) {
    case 'DailyChallengesIssued': {
      const day = state.days[e.data.date] ?? emptyDay();
      if (day.issued) return state;
      return { ...state, days: { ...state.days, [e.data.date]: { ...day, issued: e.data.challenges } } };
    }
    case 'ChallengeRewardClaimed': {
      const day = state.days[e.data.date] ?? emptyDay();
      const claimed = { ...day.claimed, [String(e.data.dailyChallengeId)]: e.data.claimedAt };
      return { days: { ...state.days, [e.data.date]: { ...day, claimed } }, claimedTotal: state.claimedTotal + 1 };
    }
    default: {
      const date = challengeDayOfEvent(event);
      if (date === null) return state;
      const day = state.days[date] ?? emptyDay();
      const tally = tallyChallengeEvent(day.tally, event);
      if (tally === day.tally) return state;
      return { ...state, days: { ...state.days, [date]: { ...day, tally } } };
    }
  }
}

/** Progress toward the goal, never past it (the bars stop at 100%). */
export const progressOf = (challenge: Pick<IssuedChallenge, 'metric' | 'goalTarget'>, tally: ChallengeDayTally): number =>
  Math.min(challenge.goalTarget, tally.counts[challenge.metric] ?? 0);

export function findChallenge(state: ChallengesState, dailyChallengeId: number): { date: string; day: ChallengeDay; challenge: IssuedChallenge } | null {
  for (const [date, day] of Object.entries(state.days)) {
    const challenge = day.issued?.find((c) => c.dailyChallengeId === dailyChallengeId);
    if (challenge) return { date, day, challenge };
  }
  return null;
}
