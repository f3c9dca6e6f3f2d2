import { useQuery } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { retryUnlessRefused } from './retry';
import { studioKeys } from './query-keys';

/** GET /leagues/detail: membership, character and status of the league in the URL. */
export function useLeagueAccess(leagueId: number | null) {
  return useQuery({
    queryKey: studioKeys.leagueDetail(leagueId ?? 0),
    queryFn: () => callApi('leagueDetail', { query: { leagueId: leagueId ?? 0 } }),
    enabled: leagueId !== null,
    retry: retryUnlessRefused,
  });
}
