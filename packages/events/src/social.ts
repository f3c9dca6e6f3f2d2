/**
 * Events of the social context: likes and league chat.
 *
 * A like is appended to the LIKER's character stream, together with the CharacterStatsChanged that
 * spends (or refunds) its energy, so the character's optimistic concurrency guards the energy floor,
 * the daily limit and "one like per post" at once: two likes sent together can never both pass.
 *
 * Chat messages go to one stream per league (`chat-<leagueId>`): they change no one's numbers, so
 * they need no aggregate, only an order.
 */

// ---------------------------------------------------------------------------------------------
// Character stream: character-<likerCharacterId>
// ---------------------------------------------------------------------------------------------

/** Who likes (or stops liking) which post; the author is named so readers of likes received need no join. */
interface LikeParties {
  postId: number;
  leagueId: number;
  /** The liker. */
  characterId: number;
  userId: number;
  playerName: string;
  authorCharacterId: number;
  authorUserId: number;
}

export interface PostLiked {
  type: 'PostLiked';
  data: LikeParties & {
    energySpent: number;
    /** The UTC date (YYYY-MM-DD) the like counts against for the daily limit (utcDayOf). */
    likeDay: string;
    likedAt: string;
  };
}

export interface PostUnliked {
  type: 'PostUnliked';
  data: LikeParties & {
    /** What actually came back: 8 for a like given the same UTC day (less at the energy cap), else 0. */
    energyRefunded: number;
    unlikedAt: string;
  };
}

export type LikeEvent = PostLiked | PostUnliked;

// ---------------------------------------------------------------------------------------------
// Chat stream: chat-<leagueId>
// ---------------------------------------------------------------------------------------------

/** The author as the league saw them at sending time, so replays never depend on later changes. */
export interface ChatMessageSentData {
  messageId: number;
  leagueId: number;
  characterId: number;
  userId: number;
  playerName: string;
  avatarUrl: string | null;
  followers: number;
  /** Trimmed, 1-500 characters. */
  message: string;
  sentAt: string;
}

export interface ChatMessageSent {
  type: 'ChatMessageSent';
  data: ChatMessageSentData;
}

export type ChatEvent = ChatMessageSent;

export type SocialEvent = LikeEvent | ChatEvent;
