import { API_ERRORS, LIKE_MESSAGES, type LikeRequest, type LikeResponse } from '@il/contracts';
import { streams } from '@il/events';
import { characterIdOf, currentEnergy, leagueHasEnded, leagueStatusAt, memberLeague } from '@il/league';
import { AppError, handleCommand, isoTime, notFound, utcDayOf, type CommandContext, type ServiceDeps } from '@il/platform';
import { FEED_POSTS, type FeedPostDoc } from '@il/projection-feed';
import { likerDecider, likesGivenOn, type LikeCommand, type PostRef } from './liker-decider';

export function likeService(deps: ServiceDeps) {
  const { store, read, clock } = deps;

  /**
   * A post is immutable once posted, so the feed read model is a safe source for its league and
   * author; everything that can change (energy, likes held, likes given today) comes from the
   * liker's own stream, which the append guards.
   */
  async function postOf(postId: number, leagueId: number): Promise<PostRef> {
    const post = await read.get<FeedPostDoc>(FEED_POSTS, String(postId));
    if (!post || post.leagueId !== leagueId) throw notFound(LIKE_MESSAGES.postNotFound);
    return { postId, leagueId, authorCharacterId: post.characterId, authorUserId: post.userId };
  }

  /** Likes (like=true) or takes a like back (like=false); answers the toast and the new like state. */
  async function setLike(userId: number, request: LikeRequest, ctx: CommandContext): Promise<LikeResponse & { position: number }> {
    const { leagueId, postId, like } = request;
    const now = clock.now();
    const league = await memberLeague(store, leagueId, userId);
    if (leagueStatusAt(league, now) !== 'active' || leagueHasEnded(league, now)) {
      throw new AppError(API_ERRORS.leagueNotActive, 409);
    }
    const post = await postOf(postId, leagueId);
    const characterId = await characterIdOf(store, leagueId, userId);
    const command: LikeCommand = { type: like ? 'LikePost' : 'UnlikePost', post, now: isoTime(now.getTime()) };
    const outcome = await handleCommand(deps, streams.character(characterId), likerDecider, command, ctx);
    await deps.awaitProjections(outcome.position, ctx);

    const [event] = outcome.events;
    const message =
      event?.type === 'PostUnliked' ? LIKE_MESSAGES.unliked(event.data.energyRefunded) : LIKE_MESSAGES.liked();
    const shown = await read.get<FeedPostDoc>(FEED_POSTS, String(postId));
    return {
      message,
      postId,
      liked: like,
      likeCount: shown?.likeCount ?? 0,
      id: characterId,
      dailyLikesGiven: likesGivenOn(outcome.state, utcDayOf(now)),
      energy: currentEnergy(outcome.state.character.stats, now),
      position: outcome.position,
    };
  }

  return { setLike };
}

export type LikeService = ReturnType<typeof likeService>;
