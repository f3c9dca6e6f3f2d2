import type { QueryClient } from '@tanstack/react-query';
import type { LeagueEvent } from '@il/contracts';
import { addMessage, type ChatData } from '../chat/chat-cache';
import { applyLikeEvent, prependPost, type FeedData } from '../feed/feed-cache';
import { socialKeys } from '../query-keys';

/**
 * Puts one live event into the caches of the league's screens. A screen that has not loaded yet
 * has no cache to patch and will fetch the news itself.
 */
export function applyLeagueEvent(queryClient: QueryClient, leagueId: number, event: LeagueEvent, viewerId: number | null): void {
  switch (event.event) {
    case 'chat.message':
      queryClient.setQueryData<ChatData>(socialKeys.chat(leagueId), (data) => data && addMessage(data, event.data));
      return;
    case 'feed.post':
      queryClient.setQueryData<FeedData>(socialKeys.feed(leagueId), (data) => data && prependPost(data, event.data));
      return;
    case 'feed.like':
      queryClient.setQueryData<FeedData>(socialKeys.feed(leagueId), (data) => data && applyLikeEvent(data, event.data, viewerId));
      return;
    case 'notifications.changed':
      // The shell's bell fetches its own list; the social screens have nothing to patch.
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
