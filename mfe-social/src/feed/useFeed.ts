import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { POLLING } from '../live/polling';
import { socialKeys } from '../query-keys';

/** The league feed, newest first, one cursor page at a time. */
export function useFeed(leagueId: number, live: boolean) {
  return useInfiniteQuery({
    queryKey: socialKeys.feed(leagueId),
    queryFn: ({ pageParam }) => callApi('feed', { query: { leagueId, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: live ? POLLING.feed.liveMs : POLLING.feed.offlineMs,
  });
}
