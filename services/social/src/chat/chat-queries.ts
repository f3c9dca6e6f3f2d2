import type { ChatPage, ChatQuery } from '@il/contracts';
import { leagueOfMember } from '@il/league';
import { leagueChatScope, readView, type ReadStoreReader, type ViewCache } from '@il/platform';
import { CHAT_MESSAGES, type ChatMessageDoc } from '@il/projection-chat';
import { newestFirst } from '../shared/find-page';
import { toChatMessage } from './chat-view';

export function chatQueries(deps: { read: ReadStoreReader; views?: ViewCache }) {
  const { read, views } = deps;

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
    return readView(views, leagueChatScope(query.leagueId), `chat:${query.limit}`, () => readPage(query));
  }

  return { messages };
}

export type ChatQueries = ReturnType<typeof chatQueries>;
