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
} as const;
