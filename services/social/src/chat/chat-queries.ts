import type { ChatPage, ChatQuery } from '@il/contracts';
import { leagueOfMember } from '@il/league';
import type { ReadStoreReader } from '@il/platform';
import { CHAT_MESSAGES, type ChatMessageDoc } from '@il/projection-chat';
import { newestFirst } from '../shared/find-page';
import { toChatMessage } from './chat-view';

export function chatQueries(deps: { read: ReadStoreReader }) {
  const { read } = deps;

  /**
   * The newest messages of a league (or, with a cursor, the ones just older than that page),
   * listed oldest first so the screen renders them as they come.
   */
  async function messages(userId: number, query: Pick<ChatQuery, 'leagueId' | 'cursor' | 'limit'>): Promise<ChatPage> {
    await leagueOfMember(read, query.leagueId, userId);
    const page = await newestFirst<ChatMessageDoc>(read, CHAT_MESSAGES, { leagueId: query.leagueId }, query);
    return { messages: [...page.items].reverse().map(toChatMessage), nextCursor: page.nextCursor };
  }

  return { messages };
}

export type ChatQueries = ReturnType<typeof chatQueries>;
