import { useQuery } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { studioKeys } from './query-keys';

/** Today's topics of the league, one per content type. */
export function useTrendingTopics(leagueId: number) {
  return useQuery({
    queryKey: studioKeys.trendingTopics(leagueId),
    queryFn: () => callApi('trendingTopics', { query: { leagueId } }),
  });
}
