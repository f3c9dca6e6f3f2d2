import type { FeedPage, FeedQuery } from '@il/contracts';
import { leagueOfMember } from '@il/league';
import type { ReadStoreReader } from '@il/platform';
import { FEED_POSTS, type FeedPostDoc } from '@il/projection-feed';
import { newestFirst } from '../shared/find-page';
import { toFeedPost } from './feed-view';

export function feedQueries(deps: { read: ReadStoreReader }) {
  const { read } = deps;

  /** The league's posts, newest first, for a member; the cursor walks to older posts. */
  async function feed(userId: number, query: Pick<FeedQuery, 'leagueId' | 'cursor' | 'limit'>): Promise<FeedPage> {
    await leagueOfMember(read, query.leagueId, userId);
    const page = await newestFirst<FeedPostDoc>(read, FEED_POSTS, { leagueId: query.leagueId }, query);
    return { posts: page.items.map((doc) => toFeedPost(doc, userId)), nextCursor: page.nextCursor };
  }

  return { feed };
}

export type FeedQueries = ReturnType<typeof feedQueries>;
