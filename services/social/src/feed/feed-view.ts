import { contentImagePath, type FeedLikeEvent, type FeedPost } from '@il/contracts';
import { freezeView, keptWith } from '@il/platform';
import type { FeedPostDoc } from '@il/projection-feed';

/** A feed post as one viewer sees it: whether they liked it is about them alone. */
export function toFeedPost(doc: FeedPostDoc, viewerId: number | null): FeedPost {
  return postSeenAs(doc, viewerId !== null && doc.likers.some((liker) => liker.userId === viewerId));
}

/** The post as every viewer who liked it (or every one who did not) sees it. */
function postSeenAs(doc: FeedPostDoc, userHasLiked: boolean): FeedPost {
  return {
    postId: doc.postId,
    contentCardId: doc.contentCardId,
    contentTitle: doc.contentTitle,
    contentDescription: doc.contentDescription,
    contentImageUrl: contentImagePath(doc.contentCardId),
    contentType: doc.contentType,
    followersGained: doc.followersGained,
    postedAt: new Date(doc.postedAt),
    dayPosted: doc.dayPosted,
    chosenCaption: doc.chosenCaption,
    likeCount: doc.likeCount,
    userHasLiked,
    likerNames: doc.likers.map((liker) => liker.playerName),
    player: { userId: doc.userId, playerName: doc.playerName, avatarUrl: doc.avatarUrl },
  };
}

/** The live update after a like or an unlike by `userId`: the post's likes as they are now. */
export function toFeedLike(doc: FeedPostDoc, userId: number, liked: boolean): FeedLikeEvent {
  return {
    postId: doc.postId,
    leagueId: doc.leagueId,
    userId,
    liked,
    likeCount: doc.likeCount,
    likerNames: doc.likers.map((liker) => liker.playerName),
  };
}

/**
 * A kept document's two sides, made once: a feed page is put together again for every viewer after
 * each new post or like in the league, and all but the changed post are the same documents as
 * before. Documents are frozen, and a changed one is a new object, so what is kept never goes stale.
 */
const SIDES = Symbol('feed post sides');

function sides(doc: FeedPostDoc): { likerIds: ReadonlySet<number>; seen: [FeedPost | null, FeedPost | null] } {
  return keptWith(doc, SIDES, () => ({ likerIds: new Set(doc.likers.map((liker) => liker.userId)), seen: [null, null] }));
}

/** Whether `userId` liked the kept document. */
export function likedBy(doc: FeedPostDoc, userId: number): boolean {
  return sides(doc).likerIds.has(userId);
}

/** `toFeedPost` of a kept document, frozen and shared by every viewer on the same side of it. */
export function keptFeedPost(doc: FeedPostDoc, userHasLiked: boolean): FeedPost {
  const { seen } = sides(doc);
  const side = userHasLiked ? 1 : 0;
  return (seen[side] ??= freezeView(postSeenAs(doc, userHasLiked)));
}
