/** §2 League feed, word for word. */
export const FEED_TEXTS = {
  title: 'League Feed',
  subtitle: 'The latest posts from fellow influencers in your league.',
  emptyTitle: 'The Feed is Quiet',
  emptyDescription: 'No one in the league has posted anything yet. Be the first to create some content!',
  error: 'Error Loading Feed',
  loadMore: 'Load more posts',
  /** Ours: a closed league's empty feed invites nobody to post. */
  closedEmptyTitle: 'No Posts',
  closedEmptyDescription: 'No one posted anything in this league.',
  /** Ours: before the start nobody can post yet. */
  pendingEmptyTitle: 'The Feed Opens with the Season',
  pendingEmptyDescription: 'The first posts come when the league starts.',
} as const;
