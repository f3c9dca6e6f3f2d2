import { servedAvatarUrl } from '@il/contracts';
import type { ChatEvent, ChatMessageSentData } from '@il/events';
import { docKey, type DocChange, type ProjectionDefinition, type ReadDoc } from '@il/platform';

/** One document per chat message, with its author as the league saw them when it was sent. */
export interface ChatMessageDoc extends ReadDoc, ChatMessageSentData {
  /** As answers carry it (servedAvatarUrl): an inline image is a link to the avatar route. */
  avatarUrl: string | null;
  /** The global position of the message's event: the chat's order (ids are no time order). */
  seq: number;
}

export const CHAT_MESSAGES = 'chat_messages';

export const chatProjection: ProjectionDefinition = {
  name: 'chat',
  collections: [{ name: CHAT_MESSAGES, indexes: [['leagueId', 'seq']] }],
  eventTypes: ['ChatMessageSent'],
  refs: (event) => [{ collection: CHAT_MESSAGES, id: String((event.data as { messageId: number }).messageId) }],
  evolve(docs, event): DocChange[] {
    const e = event as unknown as ChatEvent;
    const d = e.data;
    const id = String(d.messageId);
    // A message is written once; the first event that carried its id is the one that counts.
    if (docs.get(docKey(CHAT_MESSAGES, id))) return [];
    const doc: Omit<ChatMessageDoc, '_position'> = {
      _id: id,
      messageId: d.messageId,
      leagueId: d.leagueId,
      characterId: d.characterId,
      userId: d.userId,
      playerName: d.playerName,
      avatarUrl: servedAvatarUrl(d.characterId, d.avatarUrl),
      followers: d.followers,
      message: d.message,
      sentAt: d.sentAt,
      seq: event.position,
    };
    return [{ collection: CHAT_MESSAGES, id, doc }];
  },
};
