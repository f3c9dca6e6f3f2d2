import type { ChatPage, ChatQuery } from '@il/contracts';
import { leagueOfMember } from '@il/league';
import type { ReadStoreReader } from '@il/platform';
import { CHAT_MESSAGES, type ChatMessageDoc } from '@il/projection-chat';
import { newestFirst } from '../shared/find-page';
import { toChatMessage } from './chat-view';
import { FirstPages } from './first-pages';

export function chatQueries(deps: { read: ReadStoreReader }) {
  const { read } = deps;
  const firstPages = new FirstPages();

  async function readPage(query: Pick<ChatQuery, 'leagueId' | 'cursor' | 'limit'>): Promise<ChatPage> {
    const page = await newestFirst<ChatMessageDoc>(read, CHAT_MESSAGES, { leagueId: query.leagueId }, query);
    return { messages: [...page.items].reverse().map(toChatMessage), nextCursor: page.nextCursor };
  }

  /**
   * The newest messages of a league (or, with a cursor, the ones just older than that page),
   * listed oldest first so the screen renders them as they come.
   */
  async function messages(userId: number, query: Pick<ChatQuery, 'leagueId' | 'cursor' | 'limit'>): Promise<ChatPage> {
    await leagueOfMember(read, query.leagueId, userId);
    if (query.cursor !== undefined) return readPage(query);
    // The poll: one indexed row tells whether the newest page read before is still the newest.
    const newest = await read.find<ChatMessageDoc>(CHAT_MESSAGES, { leagueId: query.leagueId }, { sort: { field: 'seq', direction: -1 }, limit: 1 });
    const newestSeq = newest.items[0]?.seq ?? 0;
    const key = `${query.leagueId}:${query.limit}`;
    return firstPages.get(key, newestSeq) ?? firstPages.set(key, newestSeq, await readPage(query));
  }

  return { messages };
}

export type ChatQueries = ReturnType<typeof chatQueries>;
