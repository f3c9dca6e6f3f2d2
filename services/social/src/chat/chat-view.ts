import { servedAvatarUrl, type ChatMessage } from '@il/contracts';
import type { ChatMessageSent } from '@il/events';
import type { ChatMessageDoc } from '@il/projection-chat';

type StoredMessage = Pick<ChatMessageDoc, 'messageId' | 'message' | 'sentAt' | 'characterId' | 'playerName' | 'avatarUrl' | 'followers'>;

/**
 * §3 Chat message: the author is the character, never the account behind it. The sender's own
 * answer is built from the event, which holds the avatar as the character was created with it.
 */
export function toChatMessage(stored: StoredMessage | ChatMessageSent['data']): ChatMessage {
  return {
    id: stored.messageId,
    message: stored.message,
    createdAt: new Date(stored.sentAt),
    character: {
      id: stored.characterId,
      playerName: stored.playerName,
      avatarUrl: servedAvatarUrl(stored.characterId, stored.avatarUrl),
      followers: stored.followers,
    },
  };
}
