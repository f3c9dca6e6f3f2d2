/**
 * Events of the studio context (content posting). A post is appended to the poster's CHARACTER
 * stream, together with the CharacterStatsChanged it causes, so the character's optimistic
 * concurrency guards the energy it spends: two posts sent at once can never both spend it.
 *
 * The event holds a snapshot of the card and caption as they were when posted, and the rolled
 * outcome, so history, feed and replay never depend on today's catalog or on re-rolling.
 */
import type { ReputationValues } from './league';

export type ContentTypeValue = 'photo' | 'story' | 'video' | 'live';
export type RiskLevelValue = 'safe' | 'medium' | 'risky';
export type CaptionTypeValue = 'safe' | 'humble' | 'aspirational' | 'thirst' | 'custom';

/** The card as it was in the catalog at posting time. */
export interface PostedCard {
  contentCardId: number;
  /** Version of the catalog file the card was taken from. */
  catalogVersion: number;
  title: string;
  description: string;
  contentType: ContentTypeValue;
  theme: string | null;
  riskLevel: RiskLevelValue;
  energyCost: number;
  followersMin: number;
  followersMax: number;
}

/**
 * The caption as posted. energyCost is what the caption adds to the card's cost (for a custom
 * caption: max(5, floor(card cost / 2))); reputationEffects are the caption's own effects.
 */
export interface PostedCaption {
  type: CaptionTypeValue;
  text: string;
  energyCost: number;
  followersBonus: number;
  reputationEffects: Partial<ReputationValues>;
}

/** The trending topic the post rode, with the multiplier it had that day. */
export interface AppliedTrendingTopic {
  id: number;
  topicName: string;
  /** 0.25 means +25% followers. */
  bonusMultiplier: number;
}

/** Everything that was rolled or computed for the post; replays read it, never recompute it. */
export interface PostOutcome {
  /** The follower range the roll was taken from (card range scaled by relevance). */
  followersRange: { min: number; max: number };
  /** The roll within followersRange, before the trending multiplier and the caption bonus. */
  followersRolled: number;
  followersGained: number;
  energySpent: number;
  relevanceChange: number;
  /** Card changes plus caption effects plus the custom-caption bonus, per aspect (before clamping). */
  reputationChanges: Partial<ReputationValues>;
  /** The rolled +2..5 authenticity of a custom caption; 0 for a ready-made caption. */
  authenticityBonus: number;
}

export interface ContentPosted {
  type: 'ContentPosted';
  data: {
    postId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    playerName: string;
    avatarUrl: string | null;
    card: PostedCard;
    caption: PostedCaption;
    trendingTopic: AppliedTrendingTopic | null;
    outcome: PostOutcome;
    /** The league day counter at posting time (leagueDay). */
    dayPosted: number;
    postedAt: string;
  };
}

export type StudioEvent = ContentPosted;
