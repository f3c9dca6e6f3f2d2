import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '@il/ui';
import { socialKeys } from '../query-keys';

/** The league as the viewer may see it; membership and status decide what the page shows. */
export function useLeagueDetail(leagueId: number | null) {
  return useQuery({
    queryKey: socialKeys.leagueDetail(leagueId ?? 0),
    queryFn: () => callApi('leagueDetail', { query: { leagueId: leagueId ?? 0 } }),
    enabled: leagueId !== null,
    // A league one is not in stays that way on a retry; only a failing service is worth asking twice.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
