import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { POLLING } from '../live/polling';
import { socialKeys } from '../query-keys';

/**
 * The league chat, newest page first. §9: polled every 4 s, in the background too, stale after
 * 2 s, whenever the live stream is not open; while it is, polling only backs the stream up.
 */
export function useChatMessages(leagueId: number, live: boolean) {
  return useInfiniteQuery({
    queryKey: socialKeys.chat(leagueId),
    queryFn: ({ pageParam }) => callApi('chatMessages', { query: { leagueId, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: POLLING.chat.staleMs,
    refetchInterval: live ? POLLING.chat.liveMs : POLLING.chat.offlineMs,
    refetchIntervalInBackground: true,
  });
}
