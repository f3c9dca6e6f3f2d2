import type { LeagueEvent } from '@il/contracts';
import type { ChatMessageSent, ContentPosted, LikeEvent } from '@il/events';
import type { ReadStoreReader, RecordedEvent } from '@il/platform';
import { CHAT_MESSAGES, type ChatMessageDoc } from '@il/projection-chat';
import { FEED_POSTS, type FeedPostDoc } from '@il/projection-feed';
import { toChatMessage } from '../chat/chat-view';
import { toFeedLike, toFeedPost } from '../feed/feed-view';

type Pushed = ChatMessageSent | ContentPosted | LikeEvent;

/** The stored events that become a live push, and the league each one belongs to. */
export const PUSHED_EVENT_TYPES: ReadonlySet<string> = new Set<Pushed['type']>(['ChatMessageSent', 'ContentPosted', 'PostLiked', 'PostUnliked']);

export function leagueOfPushed(event: RecordedEvent): number | null {
  if (!PUSHED_EVENT_TYPES.has(event.type)) return null;
  return (event as unknown as Pushed).data.leagueId;
}

/**
 * The push for a stored event, built from the read model rather than from the event, and only
 * once the read model shows the event (null before): a client that refetches after a push always
 * finds what the push announced.
 */
export async function leagueEventOf(read: ReadStoreReader, recorded: RecordedEvent): Promise<LeagueEvent | null> {
  const event = recorded as unknown as Pushed;
  switch (event.type) {
    case 'ChatMessageSent': {
      const doc = await read.get<ChatMessageDoc>(CHAT_MESSAGES, String(event.data.messageId));
      return doc ? { event: 'chat.message', data: toChatMessage(doc) } : null;
    }
    case 'ContentPosted': {
      const doc = await read.get<FeedPostDoc>(FEED_POSTS, String(event.data.postId));
      return doc ? { event: 'feed.post', data: toFeedPost(doc, null) } : null;
    }
    case 'PostLiked':
    case 'PostUnliked': {
      const doc = await read.get<FeedPostDoc>(FEED_POSTS, String(event.data.postId));
      if (!doc || doc._position < recorded.position) return null;
      return { event: 'feed.like', data: toFeedLike(doc, event.data.userId, event.type === 'PostLiked') };
    }
    default:
      return null;
  }
}
