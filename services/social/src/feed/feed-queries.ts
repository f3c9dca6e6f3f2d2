import type { FeedPage, FeedQuery } from '@il/contracts';
import { leagueOfMember } from '@il/league';
import { freezeView, leagueFeedScope, revisedPage, type ReadStoreReader, type ViewCache } from '@il/platform';
import { FEED_POSTS, feedProjection, type FeedPostDoc } from '@il/projection-feed';
import { newestFirst, newestInLeague } from '../shared/find-page';
import { keptFeedPost, likedBy, toFeedPost } from './feed-view';

/**
 * A league's newest posts as read once per change of its posts or their likes, and the pages its
 * viewers get from them. A page differs between viewers only in which posts they liked, so viewers who liked
 * the same posts share one page (written once), found again by viewer on their next poll. The
 * pages live and go with the documents they were made from: a new post or a like brings the
 * documents up to date (in every server process, without reading them again) and the pages are
 * made afresh from them.
 */
interface FirstPosts {
  docs: FeedPostDoc[];
  nextCursor: string | null;
  byLikes: Map<string, FeedPage>;
  byViewer: Map<number, FeedPage>;
}

const newestOf = newestInLeague<FeedPostDoc>(feedProjection, FEED_POSTS);

export function feedQueries(deps: { read: ReadStoreReader; views?: ViewCache }) {
  const { read, views } = deps;

  /** The league's posts, newest first, for a member; the cursor walks to older posts. */
  async function feed(userId: number, query: Pick<FeedQuery, 'leagueId' | 'cursor' | 'limit'>): Promise<FeedPage> {
    await leagueOfMember(read, query.leagueId, userId, views);
    if (query.cursor !== undefined || !views) {
      const page = await newestFirst<FeedPostDoc>(read, FEED_POSTS, { leagueId: query.leagueId }, query);
      return { posts: page.items.map((doc) => toFeedPost(doc, userId)), nextCursor: page.nextCursor };
    }
    const first = await views.read<FirstPosts>(
      leagueFeedScope(query.leagueId),
      `feed:${query.limit}`,
      async () => {
        const page = await newestFirst<FeedPostDoc>(read, FEED_POSTS, { leagueId: query.leagueId }, query);
        return { docs: page.items, nextCursor: page.nextCursor, byLikes: new Map(), byViewer: new Map() };
      },
      (kept, event) => {
        const page = revisedPage({ items: kept.docs, nextCursor: kept.nextCursor }, event, newestOf(query.leagueId, query.limit));
        if (page === undefined) return undefined;
        if (page.items === kept.docs) return kept;
        return { docs: [...page.items], nextCursor: page.nextCursor, byLikes: new Map(), byViewer: new Map() };
      },
    );
    const seen = first.byViewer.get(userId);
    if (seen) return seen;
    const liked = first.docs.map((doc) => (likedBy(doc, userId) ? '1' : '0')).join('');
    let page = first.byLikes.get(liked);
    if (!page) {
      page = freezeView({ posts: first.docs.map((doc, i) => keptFeedPost(doc, liked[i] === '1')), nextCursor: first.nextCursor });
      first.byLikes.set(liked, page);
    }
    first.byViewer.set(userId, page);
    return page;
  }

  return { feed };
}

export type FeedQueries = ReturnType<typeof feedQueries>;
