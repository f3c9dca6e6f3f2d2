import { contentImagePath, type FeedLikeEvent, type FeedPost } from '@il/contracts';
import type { FeedPostDoc } from '@il/projection-feed';

/** A feed post as one viewer sees it: whether they liked it is about them alone. */
export function toFeedPost(doc: FeedPostDoc, viewerId: number | null): FeedPost {
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
    userHasLiked: viewerId !== null && doc.likers.some((liker) => liker.userId === viewerId),
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
