import { queryOptions } from '@tanstack/react-query';
import type { DailyChallenge } from '@il/contracts';
import { callApi } from '@il/ui';
import { retryUnlessRefused } from '@il/ui/league';

/** Under 'challenges', the prefix the studio refreshes after a post (posts make progress). */
export const CHALLENGE_KEYS = {
  all: ['challenges'] as const,
  daily: (leagueId: number) => ['challenges', 'daily', leagueId] as const,
};

/** §9 Daily challenges: stale after 30 s, refetched on focus, polled every 300 s near the reset. */
export const CHALLENGES_STALE_MS = 30_000;
export const CHALLENGES_POLL_MS = 300_000;
const SOON_MS = 60 * 60 * 1000;

/** Polls only while a challenge runs out within the hour, so the new day's set shows up by itself. */
export function challengesPollInterval(challenges: readonly DailyChallenge[] | undefined, now = Date.now()): number | false {
  const expiringSoon = (challenges ?? []).some((challenge) => challenge.expiresAt.getTime() - now <= SOON_MS);
  return expiringSoon ? CHALLENGES_POLL_MS : false;
}

export const dailyChallengesQuery = (leagueId: number) =>
  queryOptions({
    queryKey: CHALLENGE_KEYS.daily(leagueId),
    queryFn: () => callApi('dailyChallenges', { query: { leagueId } }),
    staleTime: CHALLENGES_STALE_MS,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => challengesPollInterval(query.state.data),
    retry: retryUnlessRefused,
  });
