import { Card, CardContent, Skeleton } from '@il/ui';

/** §9: five skeleton cards while the feed loads. */
export const FEED_SKELETON_COUNT = 5;

export function FeedSkeleton() {
  return (
    <div className="social-feed" role="status" aria-label="Loading feed">
      {Array.from({ length: FEED_SKELETON_COUNT }, (_, index) => (
        <Card key={index} className="social-post" data-testid="feed-skeleton">
          <CardContent className="social-post__body">
            <div className="social-post__author">
              <Skeleton circle width={40} height={40} />
              <div className="social-post__author-text">
                <Skeleton height={14} width={140} />
                <Skeleton height={12} width={90} />
              </div>
            </div>
            <Skeleton className="social-post__image-skeleton" />
            <Skeleton height={16} width="60%" />
            <Skeleton height={14} width="85%" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
