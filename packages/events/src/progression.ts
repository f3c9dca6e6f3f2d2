/**
 * Events of the progression context: scandals, daily challenges, brand deals, achievements and
 * milestones. All of them live on the character's own stream (`character-<id>`), beside the
 * posts, likes and stat changes they react to, so every progression rule decides on one stream
 * that already holds everything it needs, and appends its stat change in the same write.
 *
 * Every rolled outcome (scandal chance and severity, response swings, generated challenges) is
 * stored in the event; replays read it and never roll again.
 */
import type { CaptionTypeValue, RiskLevelValue } from './studio';
import type { ReputationValues } from './league';

export type ScandalSeverityValue = 'low' | 'medium' | 'high' | 'critical';
export type ScandalResponseValue = 'ignore' | 'apologize' | 'double_down';

/** What a scandal did to the character, before the character's clamping (the stat change has the effective values). */
export interface ScandalOutcome {
  /** The short verdict shown in the answer ("The apology landed"). */
  headline: string;
  followersChange: number;
  relevanceChange: number;
  reputationChanges: Partial<ReputationValues>;
  /** The draws that decided it, in [0, 1); empty when nothing was rolled. */
  rolls: number[];
  /**
   * The chance the luck draw (rolls[0]) had to beat: the blow-over chance of ignoring, the success
   * chance of doubling down. Absent where luck plays no part, and in outcomes recorded before it
   * was stored (read them as unknown).
   */
  chance?: number;
}

// ---------------------------------------------------------------------------------------------
// Scandals
// ---------------------------------------------------------------------------------------------

/**
 * A post's scandal roll, fired or not, in the post's own append: with it a replay reads back why a
 * post did or did not set off a scandal. `skipped` names what kept the dice from being rolled at
 * all (a star already in an open scandal); then `roll` is null. When `fired`, ScandalTriggered
 * follows in the same append, and `rolls` also holds the severity and story draws.
 */
export interface ScandalRolled {
  type: 'ScandalRolled';
  data: {
    postId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    riskLevel: RiskLevelValue;
    captionType: CaptionTypeValue;
    /** The poster's drama before the post, which adds to the chance. */
    drama: number;
    chance: number;
    /** The draw in [0, 1) that had to be below the chance; null when skipped. */
    roll: number | null;
    fired: boolean;
    skipped: 'open_scandal' | null;
    /** Every draw the roll used, in order: [roll] or [roll, severity, story]. */
    rolls: number[];
    rolledAt: string;
  };
}

export interface ScandalTriggered {
  type: 'ScandalTriggered';
  data: {
    scandalId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    /** The post that set it off. */
    postId: number;
    /** Catalog entry; title and description are copied so history never depends on the catalog. */
    catalogKey: string;
    title: string;
    description: string;
    severity: ScandalSeverityValue;
    /** The chance the post had and the draw that beat it. */
    chance: number;
    roll: number;
    triggeredAt: string;
    expiresAt: string;
  };
}

export interface ScandalResponded {
  type: 'ScandalResponded';
  data: {
    scandalId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    response: ScandalResponseValue;
    severity: ScandalSeverityValue;
    outcome: ScandalOutcome;
    respondedAt: string;
  };
}

/** A scandal nobody answered in time. Past the league's end it closes without consequence. */
export interface ScandalExpired {
  type: 'ScandalExpired';
  data: {
    scandalId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    severity: ScandalSeverityValue;
    outcome: ScandalOutcome;
    leagueEnded: boolean;
    expiredAt: string;
  };
}

// ---------------------------------------------------------------------------------------------
// Daily challenges
// ---------------------------------------------------------------------------------------------

export type ChallengeCategoryValue =
  | 'content_creation'
  | 'followers'
  | 'brand_deals'
  | 'engagement'
  | 'energy_management'
  | 'reputation';

/** What a challenge counts, from the character's own events of the day (tallied in the challenges read model's package). */
export type ChallengeMetric =
  | 'posts'
  | 'big_posts'
  | 'custom_caption_posts'
  | 'safe_posts'
  | 'trending_posts'
  | 'followers_gained'
  | 'content_types'
  | 'likes_given'
  | 'deal_actions'
  | 'energized_posts'
  | 'cheap_posts'
  | 'authenticity_gained'
  | 'relatability_gained';

export interface ChallengeRewards {
  money: number;
  followers: number;
  energy: number;
}

export interface IssuedChallenge {
  dailyChallengeId: number;
  templateKey: string;
  name: string;
  description: string;
  category: ChallengeCategoryValue;
  metric: ChallengeMetric;
  goalTarget: number;
  difficulty: 1 | 2 | 3;
  rewards: ChallengeRewards;
  expiresAt: string;
}

export interface DailyChallengesIssued {
  type: 'DailyChallengesIssued';
  data: {
    characterId: number;
    leagueId: number;
    userId: number;
    /** The UTC date (YYYY-MM-DD) the set belongs to. */
    date: string;
    /** The seed the set was drawn with (from the character and the date). */
    seed: number;
    challenges: IssuedChallenge[];
    issuedAt: string;
  };
}

export interface ChallengeRewardClaimed {
  type: 'ChallengeRewardClaimed';
  data: {
    dailyChallengeId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    date: string;
    rewards: ChallengeRewards;
    claimedAt: string;
  };
}

// ---------------------------------------------------------------------------------------------
// Brand deals
// ---------------------------------------------------------------------------------------------

/** A deal's terms as they were when accepted; later catalog edits never change a signed deal. */
export interface BrandDealTerms {
  brandName: string;
  product: string;
  tier: number;
  payment: number;
  postsRequired: number;
  minFollowers: number;
  minAuthenticity: number;
  minAspirational: number;
  minRelatability: number;
  minDrama: number;
  authenticityImpact: number;
  dramaImpact: number;
  relatabilityImpact: number;
  aspirationalImpact: number;
  riskDescription: string | null;
  deliveryHours: number;
}

export interface BrandDealAccepted {
  type: 'BrandDealAccepted';
  data: {
    brandDealId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    terms: BrandDealTerms;
    acceptedAt: string;
    /** The delivery deadline: postsRequired posts must be published before it. */
    expiresAt: string;
  };
}

/** One post counted as sponsored content for a running deal (a list, so one event shape fits any counting rule). */
export interface BrandDealProgressed {
  type: 'BrandDealProgressed';
  data: {
    characterId: number;
    leagueId: number;
    userId: number;
    postId: number;
    deals: Array<{ brandDealId: number; postsCompleted: number; postsRequired: number }>;
    at: string;
  };
}

export interface BrandDealCompleted {
  type: 'BrandDealCompleted';
  data: {
    brandDealId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    payment: number;
    reputationImpacts: Partial<ReputationValues>;
    completedAt: string;
  };
}

/** The deadline passed before the posts were done: no payment, and a broken promise costs. */
export interface BrandDealExpired {
  type: 'BrandDealExpired';
  data: {
    brandDealId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    postsCompleted: number;
    penalty: { relevance: number; reputation: Partial<ReputationValues> };
    leagueEnded: boolean;
    expiredAt: string;
  };
}

// ---------------------------------------------------------------------------------------------
// Achievements and milestones
// ---------------------------------------------------------------------------------------------

export interface AchievementUnlocked {
  type: 'AchievementUnlocked';
  data: {
    achievementId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    name: string;
    followers: number;
    reputation: ReputationValues;
    unlockedAt: string;
  };
}

export type MilestoneMetricValue = 'followers' | 'money' | 'posts' | 'brand_deals_completed' | 'challenges_completed';

export interface MilestoneReached {
  type: 'MilestoneReached';
  data: {
    milestoneId: number;
    characterId: number;
    leagueId: number;
    userId: number;
    metric: MilestoneMetricValue;
    target: number;
    value: number;
    reward: ChallengeRewards;
    reachedAt: string;
  };
}

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

/**
 * The player has seen their notifications up to `readThrough` (the time of the newest one their
 * list showed): everything at or before it counts as read. Only a later instant moves it on.
 */
export interface NotificationsRead {
  type: 'NotificationsRead';
  data: {
    characterId: number;
    leagueId: number;
    userId: number;
    readThrough: string;
    readAt: string;
  };
}

export type ScandalEvent = ScandalRolled | ScandalTriggered | ScandalResponded | ScandalExpired;
export type ChallengeEvent = DailyChallengesIssued | ChallengeRewardClaimed;
export type BrandDealEvent = BrandDealAccepted | BrandDealProgressed | BrandDealCompleted | BrandDealExpired;
export type AchievementEvent = AchievementUnlocked | MilestoneReached;
export type ProgressionEvent = ScandalEvent | ChallengeEvent | BrandDealEvent | AchievementEvent | NotificationsRead;
