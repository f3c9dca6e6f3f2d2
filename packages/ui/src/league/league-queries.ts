import { queryOptions } from '@tanstack/react-query';
import { ApiError, callApi } from '@il/ui';

/**
 * Query keys of the league calls, shared by every slice so a visit to one screen warms the others.
 * The first part is 'leagues' for all of them: creating or joining a league invalidates them at once.
 */
export const LEAGUE_QUERY_KEYS = {
  all: ['leagues'] as const,
  mine: ['leagues', 'mine'] as const,
  public: ['leagues', 'public'] as const,
  detail: (leagueId: number) => ['leagues', 'detail', leagueId] as const,
  leaderboard: (leagueId: number) => ['leagues', 'leaderboard', leagueId] as const,
  finalResults: (leagueId: number) => ['leagues', 'final-results', leagueId] as const,
};

/**
 * A 4xx answer is the server's last word (not found, not a member, no character); retrying it
 * only delays the screen that explains it. Network failures and 5xx keep the two §9 retries.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const leagueDetailQuery = (leagueId: number) =>
  queryOptions({
    queryKey: LEAGUE_QUERY_KEYS.detail(leagueId),
    queryFn: () => callApi('leagueDetail', { query: { leagueId } }),
    retry: retryUnlessRefused,
  });

export const finalResultsQuery = (leagueId: number) =>
  queryOptions({
    queryKey: LEAGUE_QUERY_KEYS.finalResults(leagueId),
    queryFn: () => callApi('finalResults', { query: { leagueId } }),
    retry: retryUnlessRefused,
    // Final standings are frozen: once read they never change.
    staleTime: Infinity,
  });

/** A 404 is how the server says "no such league, or not yours" (the two are the same to an outsider). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
