import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { LEAGUE_QUERY_KEYS, retryUnlessRefused } from '@il/ui/league';

/** §9: the leaderboard is polled every 30 s. */
export const LEADERBOARD_POLL_MS = 30_000;

export const leaderboardQuery = (leagueId: number) =>
  queryOptions({
    queryKey: LEAGUE_QUERY_KEYS.leaderboard(leagueId),
    queryFn: () => callApi('leaderboard', { query: { leagueId } }),
    retry: retryUnlessRefused,
    refetchInterval: LEADERBOARD_POLL_MS,
  });
