import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '@il/ui';
import { studioKeys } from './query-keys';

/** GET /leagues/detail: membership, character and status of the league in the URL. */
export function useLeagueAccess(leagueId: number | null) {
  return useQuery({
    queryKey: studioKeys.leagueDetail(leagueId ?? 0),
    queryFn: () => callApi('leagueDetail', { query: { leagueId: leagueId ?? 0 } }),
    enabled: leagueId !== null,
    // A 404 means "not a member": asking again will not change the answer.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
  });
}
