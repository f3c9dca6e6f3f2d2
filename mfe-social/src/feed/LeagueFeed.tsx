import { Link } from 'react-router';
import { Alert, Button, EmptyState, buttonClass, leaguePath, serverMessageOf, useAuth } from '@il/ui';
import { useGameState } from '../game-state/useGameState';
import { feedPosts } from './feed-cache';
import { FEED_TEXTS } from './feed-texts';
import { FeedPostCard } from './FeedPostCard';
import { FeedSkeleton } from './FeedSkeleton';
import { useFeed } from './useFeed';
import Inbox from 'lucide-react/icons/inbox';

export interface LeagueFeedProps {
  leagueId: number;
  live: boolean;
  /** A closed league's feed is history: read, never liked, and nobody is asked to post. */
  closedReason?: string | null;
  /** Not started yet: nothing was posted because nothing can be, so far. */
  pending?: boolean;
}

export function LeagueFeed({ leagueId, live, closedReason = null, pending = false }: LeagueFeedProps) {
  const feed = useFeed(leagueId, live);
  const gameState = useGameState(leagueId);
  const viewerId = useAuth().user?.id ?? null;

  if (feed.isPending) return <FeedSkeleton />;
  // A failed poll keeps the posts on screen; only a feed never loaded shows the error.
  if (!feed.data) {
    return (
      <Alert variant="error" title={FEED_TEXTS.error}>
        <p>{serverMessageOf(feed.error, 'The feed did not answer. Please try again.')}</p>
        <Button variant="secondary" size="sm" className="social-retry" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const posts = feedPosts(feed.data);
  if (posts.length === 0 && closedReason) {
    return pending ? (
      <EmptyState icon={<Inbox />} title={FEED_TEXTS.pendingEmptyTitle} description={FEED_TEXTS.pendingEmptyDescription} />
    ) : (
      <EmptyState icon={<Inbox />} title={FEED_TEXTS.closedEmptyTitle} description={FEED_TEXTS.closedEmptyDescription} />
    );
  }
  if (posts.length === 0) {
    return (
      <EmptyState
        icon={<Inbox />}
        title={FEED_TEXTS.emptyTitle}
        description={FEED_TEXTS.emptyDescription}
        action={
          <Link to={leaguePath(leagueId, 'create-content')} className={buttonClass()}>
            Create Content
          </Link>
        }
      />
    );
  }

  return (
    <section className="social-feed" aria-label="Posts">
      {posts.map((post) => (
        <FeedPostCard key={post.postId} leagueId={leagueId} post={post} gameState={gameState.data} viewerId={viewerId} closedReason={closedReason} />
      ))}
      {feed.hasNextPage && (
        <Button variant="outline" className="social-feed__more" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
          {FEED_TEXTS.loadMore}
        </Button>
      )}
    </section>
  );
}
