import type { ChatPage, ChatQuery } from '@il/contracts';
import { leagueOfMember } from '@il/league';
import type { ChatMessage } from '@il/contracts';
import { freezeView, leagueChatScope, readView, type ReadStoreReader, type ViewCache } from '@il/platform';
import { CHAT_MESSAGES, type ChatMessageDoc } from '@il/projection-chat';
import { newestFirst } from '../shared/find-page';
import { toChatMessage } from './chat-view';

/** Messages kept as shown, for the pages read again after each new message (the oldest kept go first). */
export const KEPT_MESSAGES = 50_000;

export function chatQueries(deps: { read: ReadStoreReader; views?: ViewCache }) {
  const { read, views } = deps;

  /**
   * A message never changes once sent, and a league's page is read again after each new one with
   * all but one of the same messages: they are kept as shown (frozen), so the new page is made
   * of the same objects and the gateway writes each message once (wire-encode), not once a page.
   */
  const shown = new Map<number, ChatMessage>();
  function shownMessage(doc: ChatMessageDoc): ChatMessage {
    let message = shown.get(doc.messageId);
    if (message) return message;
    message = freezeView(toChatMessage(doc));
    shown.set(doc.messageId, message);
    if (shown.size > KEPT_MESSAGES) shown.delete(shown.keys().next().value as number);
    return message;
  }

  async function keptPage(query: Pick<ChatQuery, 'leagueId' | 'limit'>): Promise<ChatPage> {
    const page = await newestFirst<ChatMessageDoc>(read, CHAT_MESSAGES, { leagueId: query.leagueId }, query);
    return { messages: [...page.items].reverse().map(shownMessage), nextCursor: page.nextCursor };
  }

  async function readPage(query: Pick<ChatQuery, 'leagueId' | 'cursor' | 'limit'>): Promise<ChatPage> {
    const page = await newestFirst<ChatMessageDoc>(read, CHAT_MESSAGES, { leagueId: query.leagueId }, query);
    return { messages: [...page.items].reverse().map(toChatMessage), nextCursor: page.nextCursor };
  }

  /**
   * The newest messages of a league (or, with a cursor, the ones just older than that page),
   * listed oldest first so the screen renders them as they come.
   */
  async function messages(userId: number, query: Pick<ChatQuery, 'leagueId' | 'cursor' | 'limit'>): Promise<ChatPage> {
    await leagueOfMember(read, query.leagueId, userId, views);
    if (query.cursor !== undefined) return readPage(query);
    // The poll (every member, every 4 s): the same page for all of them until the next message.
    return readView(views, leagueChatScope(query.leagueId), `chat:${query.limit}`, () => (views ? keptPage(query) : readPage(query)));
  }

  return { messages };
}

export type ChatQueries = ReturnType<typeof chatQueries>;
