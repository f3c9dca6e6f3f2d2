import type { ChatMessage, ChatPage, ChatQuery } from '@il/contracts';
import { leagueOfMember } from '@il/league';
import { keptWith, leagueChatScope, readView, revisedPage, type KeptPage, type ReadStoreReader, type ViewCache } from '@il/platform';
import { CHAT_MESSAGES, chatProjection, type ChatMessageDoc } from '@il/projection-chat';
import { newestFirst, newestInLeague } from '../shared/find-page';
import { toChatMessage } from './chat-view';

/** A league's newest messages as kept between polls, with the documents they came from. */
interface NewestMessages {
  docs: KeptPage<ChatMessageDoc>;
  page: ChatPage;
}

/**
 * Each kept message as answered, made once per document: a page brought up to date with a new
 * message shows the 49 others it showed before.
 */
const MESSAGE = Symbol('chat message as answered');
const messageOf = (doc: ChatMessageDoc): ChatMessage => keptWith(doc, MESSAGE, () => toChatMessage(doc));

/** The page as answered: oldest first, as the screen renders them. */
const chatPageOf = (docs: KeptPage<ChatMessageDoc>): ChatPage => ({
  messages: [...docs.items].reverse().map(messageOf),
  nextCursor: docs.nextCursor,
});

const newestOf = newestInLeague<ChatMessageDoc>(chatProjection, CHAT_MESSAGES);

export function chatQueries(deps: { read: ReadStoreReader; views?: ViewCache }) {
  const { read, views } = deps;

  /**
   * The poll (every member, every 4 s) reads the same page for all of them until the next
   * message, which is then added to the kept page (in every server process) instead of the page
   * being read again.
   */
  function newest(leagueId: number, limit: number): Promise<NewestMessages> {
    return readView<NewestMessages>(
      views,
      leagueChatScope(leagueId),
      `chat:${limit}`,
      async () => {
        const docs = await newestFirst<ChatMessageDoc>(read, CHAT_MESSAGES, { leagueId }, { limit });
        return { docs, page: chatPageOf(docs) };
      },
      (kept, event) => {
        const docs = revisedPage(kept.docs, event, newestOf(leagueId, limit));
        if (docs === undefined) return undefined;
        return docs === kept.docs ? kept : { docs, page: chatPageOf(docs) };
      },
    );
  }

  /**
   * The newest messages of a league (or, with a cursor, the ones just older than that page),
   * listed oldest first so the screen renders them as they come.
   */
  async function messages(userId: number, query: Pick<ChatQuery, 'leagueId' | 'cursor' | 'limit'>): Promise<ChatPage> {
    await leagueOfMember(read, query.leagueId, userId, views);
    if (query.cursor !== undefined) return chatPageOf(await newestFirst<ChatMessageDoc>(read, CHAT_MESSAGES, { leagueId: query.leagueId }, query));
    return (await newest(query.leagueId, query.limit)).page;
  }

  return { messages };
}

export type ChatQueries = ReturnType<typeof chatQueries>;
