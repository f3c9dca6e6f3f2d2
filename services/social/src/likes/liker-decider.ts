import { API_ERRORS, LIKE_MESSAGES, LIKES } from '@il/contracts';
import type { CharacterEvent, LikeEvent, PostLiked, PostUnliked } from '@il/events';
import { badRequest, notFound, utcDayOf, type Decider } from '@il/platform';
import { currentEnergy, evolveCharacter, initialCharacterState, statChangeEvents, type CharacterState } from '@il/league';

/** A like this character holds now, with what an unlike needs to know of it. */
export interface HeldLike {
  likeDay: string;
  authorCharacterId: number;
  authorUserId: number;
}

/**
 * The liker's side of likes, folded from their character stream: the character itself (energy),
 * the likes they hold, and how many likes they gave on their latest like day.
 */
export interface LikerState {
  character: CharacterState;
  /** Keyed by post id. */
  held: Readonly<Record<string, HeldLike>>;
  /**
   * Likes given on `day`, including likes taken back since: an unlike frees no slot, so a
   * like/unlike cycle cannot give more than the daily limit.
   */
  given: { day: string; count: number };
}

/** The post as the league's feed knows it; posts never change after posting. */
export interface PostRef {
  postId: number;
  leagueId: number;
  authorCharacterId: number;
  authorUserId: number;
}

export type LikeCommand =
  | { type: 'LikePost'; post: PostRef; now: string }
  | { type: 'UnlikePost'; post: PostRef; now: string };

/** Everything on a character stream; other contexts' events (ContentPosted, ...) pass through. */
export type LikerEvent = CharacterEvent | LikeEvent;

const initialLikerState: LikerState = {
  character: initialCharacterState,
  held: {},
  given: { day: '', count: 0 },
};

export function likesGivenOn(state: LikerState, day: string): number {
  return state.given.day === day ? state.given.count : 0;
}

function evolveLiker(state: LikerState, event: LikerEvent): LikerState {
  switch (event.type) {
    case 'PostLiked': {
      const d = event.data;
      const held = { ...state.held, [String(d.postId)]: { likeDay: d.likeDay, authorCharacterId: d.authorCharacterId, authorUserId: d.authorUserId } };
      const given = { day: d.likeDay, count: likesGivenOn(state, d.likeDay) + 1 };
      return { ...state, held, given };
    }
    case 'PostUnliked': {
      const { [String(event.data.postId)]: _taken, ...held } = state.held;
      return { ...state, held };
    }
    default:
      return { ...state, character: evolveCharacter(state.character, event) };
  }
}

function like(command: Extract<LikeCommand, { type: 'LikePost' }>, state: LikerState): LikerEvent[] {
  const { character } = state;
  const { post, now } = command;
  if (post.leagueId !== character.leagueId) throw notFound(LIKE_MESSAGES.postNotFound);
  if (post.authorCharacterId === character.characterId || post.authorUserId === character.userId) {
    throw badRequest(LIKE_MESSAGES.ownPost);
  }
  if (state.held[String(post.postId)]) throw badRequest(LIKE_MESSAGES.alreadyLiked);
  if (currentEnergy(character.stats, now) < LIKES.energyCost) throw badRequest(LIKE_MESSAGES.notEnoughEnergy);
  const likeDay = utcDayOf(now);
  if (likesGivenOn(state, likeDay) >= LIKES.dailyLimit) throw badRequest(LIKE_MESSAGES.dailyLimitReached());
  const liked: PostLiked = {
    type: 'PostLiked',
    data: {
      postId: post.postId,
      leagueId: post.leagueId,
      characterId: character.characterId,
      userId: character.userId,
      playerName: character.playerName,
      authorCharacterId: post.authorCharacterId,
      authorUserId: post.authorUserId,
      energySpent: LIKES.energyCost,
      likeDay,
      likedAt: now,
    },
  };
  return [liked, ...statChangeEvents(character, { kind: 'post_liked', id: post.postId }, { energy: -LIKES.energyCost }, now)];
}

function unlike(command: Extract<LikeCommand, { type: 'UnlikePost' }>, state: LikerState): LikerEvent[] {
  const { character } = state;
  const { post, now } = command;
  const held = state.held[String(post.postId)];
  if (!held) throw badRequest(LIKE_MESSAGES.notLiked);
  // Only a like of the same (UTC) day is paid back: an old like taken back must not top up today.
  const refund =
    held.likeDay === utcDayOf(now)
      ? statChangeEvents(character, { kind: 'like_refunded', id: post.postId }, { energy: LIKES.energyCost }, now)
      : [];
  const change = refund.find((e) => e.type === 'CharacterStatsChanged');
  const unliked: PostUnliked = {
    type: 'PostUnliked',
    data: {
      postId: post.postId,
      leagueId: character.leagueId,
      characterId: character.characterId,
      userId: character.userId,
      playerName: character.playerName,
      authorCharacterId: held.authorCharacterId,
      authorUserId: held.authorUserId,
      energyRefunded: change?.type === 'CharacterStatsChanged' ? (change.data.changes.energy ?? 0) : 0,
      unlikedAt: now,
    },
  };
  return [unliked, ...refund];
}

function decideLike(command: LikeCommand, state: LikerState): LikerEvent[] {
  if (!state.character.exists) throw notFound(API_ERRORS.noCharacter);
  switch (command.type) {
    case 'LikePost':
      return like(command, state);
    case 'UnlikePost':
      return unlike(command, state);
    default: {
      const unreachable: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

export const likerDecider: Decider<LikerState, LikeCommand, LikerEvent> = {
  initialState: initialLikerState,
  evolve: evolveLiker,
  decide: decideLike,
};
