import { z } from 'zod';
import { Cursor, DEFAULT_PAGE_LIMIT, DateTime, Id, QueryId, QueryLimit } from './common';
import { ContentType } from './content';

/**
 * §3 Feed post, as one viewer sees it: userHasLiked is about the viewer, and likerNames are the
 * characters' names. player.userId lets the client tell its own posts apart.
 */
export const FeedPost = z.object({
  postId: Id,
  contentCardId: Id,
  contentTitle: z.string(),
  contentDescription: z.string(),
  contentImageUrl: z.string().nullable(),
  contentType: ContentType,
  followersGained: z.number().int(),
  postedAt: DateTime,
  dayPosted: z.number().int().positive(),
  chosenCaption: z.string(),
  likeCount: z.number().int().nonnegative(),
  userHasLiked: z.boolean(),
  likerNames: z.array(z.string()),
  player: z.object({
    userId: Id,
    playerName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
});
export type FeedPost = z.infer<typeof FeedPost>;

/**
 * GET /content/feed?leagueId&cursor&limit: newest first. Without a cursor, the newest posts;
 * with one, the posts just older than the page that returned it. nextCursor is null at the end.
 */
export const FeedQuery = z.object({
  leagueId: QueryId,
  cursor: Cursor.optional(),
  limit: QueryLimit.optional().default(DEFAULT_PAGE_LIMIT),
});
export type FeedQuery = z.infer<typeof FeedQuery>;

export const FeedPage = z.object({
  posts: z.array(FeedPost),
  nextCursor: Cursor.nullable(),
});
export type FeedPage = z.infer<typeof FeedPage>;
