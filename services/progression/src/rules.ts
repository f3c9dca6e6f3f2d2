/**
 * The progression rules in one place: what scandals cost and how likely they are, what daily
 * challenges ask and pay, how the brand deal marketplace offers and punishes. docs/rules.md tells
 * them in words; the catalogs (stories, templates, brands, achievements, milestones) sit beside
 * the code that uses them.
 */
import type { ChallengeCategoryValue, RiskLevelValue, ScandalSeverityValue } from '@il/events';

// ---------------------------------------------------------------------------------------------
// Scandals
// ---------------------------------------------------------------------------------------------

/**
 * How long a scandal waits for an answer before it runs its course: a day and a half, so a
 * player who visits once a day, at any hour, always gets to answer the scandal of yesterday.
 */
export const SCANDAL_RESPONSE_HOURS = 36;

/**
 * Chance that a post sets off a scandal. Safe content with a safe caption never does; bolder
 * content, a thirst caption and a drama-heavy reputation each add to it.
 */
export const SCANDAL_CHANCE = {
  byRisk: { safe: 0, medium: 0.08, risky: 0.2 } as Record<RiskLevelValue, number>,
  thirstCaption: 0.1,
  /** Drama reputation from which fans go looking for trouble, and what it adds. */
  dramaSteps: [
    { from: 90, add: 0.1 },
    { from: 75, add: 0.06 },
    { from: 60, add: 0.03 },
  ],
  max: 0.45,
} as const;

/** Drama from which a star's scandals are told as drama stories and run one step hotter. */
export const DRAMA_HEAVY = 75;

export const SEVERITIES: readonly ScandalSeverityValue[] = ['low', 'medium', 'high', 'critical'];

/** Severity weights (low, medium, high, critical) by heat: risk points + thirst caption + drama-heavy. */
export const SEVERITY_WEIGHTS_BY_HEAT: readonly (readonly number[])[] = [
  [70, 25, 5, 0],
  [50, 35, 13, 2],
  [35, 38, 20, 7],
  [25, 35, 28, 12],
  [15, 30, 35, 20],
];

/** How much louder each severity is than a low one; every effect below is multiplied by it. */
export const SEVERITY_FACTOR: Record<ScandalSeverityValue, number> = { low: 1, medium: 2, high: 3, critical: 5 };

/**
 * Follower swings are a share of the audience (so a scandal stings a star of 100k as much as one
 * of 2k), times the severity factor and the background's follower volatility, with a floor of
 * MIN_SWING_PER_SEVERITY followers per severity step so small accounts feel it too.
 */
export const MIN_SWING_PER_SEVERITY = 10;

export const RESPONSE_RULES = {
  /** Reliable: a modest loss, reputation repaired, the story dies down. */
  apologize: {
    followersPercent: -0.6,
    magnitude: [0.8, 1.2],
    relevance: -1,
    reputation: { authenticity: 2, relatability: 1, drama: -2, aspirational: -1 },
  },
  /** A gamble on silence: sometimes it blows over, otherwise it costs more; relevance fades either way. */
  ignore: {
    blowOverChance: 0.4,
    followersPercent: -1.2,
    magnitude: [0.8, 1.2],
    relevance: -2,
    reputation: { drama: 1 },
  },
  /**
   * The big swing: fans rally or turn. Drama stars are believed more often, but even at the best
   * odds (55%) the expected follower change is about an apology's (+1.2% x 0.55 - 3% x 0.45 =
   * -0.69%), with far more spread: a scandal never pays on average, doubling down is a gamble
   * that keeps relevance and drama up.
   */
  double_down: {
    successChance: { base: 0.35, perDramaPoint: 1 / 250, min: 0.15, max: 0.55 },
    success: { followersPercent: 1.2, relevance: 2, reputation: { drama: 2, aspirational: 1 } },
    backlash: { followersPercent: -3, relevance: 1, reputation: { drama: 2, relatability: -2, authenticity: -1 } },
    magnitude: [0.8, 1.2],
  },
  /** No answer in time: the worst of all, and no roll softens it. */
  expired: {
    followersPercent: -1.5,
    relevance: -3,
    reputation: { authenticity: -1, relatability: -1 },
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Daily challenges (what a day's events count is in the challenges read model's tally)
// ---------------------------------------------------------------------------------------------

/** Challenges a day holds, each from a different category. */
export const CHALLENGES_PER_DAY = 4;

/** Difficulty 1-3 weights: most days are doable, some ask for a push. */
export const DIFFICULTY_WEIGHTS = [45, 40, 15] as const;

/** Follower tiers (lower bounds): bigger audiences get bigger follower goals and rewards. */
export const FOLLOWER_TIERS = [0, 3_000, 10_000, 30_000] as const;
export const FOLLOWER_GOAL_FACTOR_BY_TIER = [1, 2, 3, 5] as const;
export const FOLLOWER_REWARD_FACTOR_BY_TIER = [1, 1.25, 1.75, 2.5] as const;

/** Rewards by difficulty before the category's leaning and the follower tier. */
export const BASE_REWARDS = [
  { money: 50, followers: 40, energy: 3 },
  { money: 100, followers: 80, energy: 5 },
  { money: 175, followers: 140, energy: 8 },
] as const;

/** Money and followers of a reward are rounded to this step (and are never less than one step). */
export const REWARD_ROUNDING = 5;

/** What each category pays more or less of. */
export const CATEGORY_REWARD_LEANING: Record<ChallengeCategoryValue, { money: number; followers: number; energy: number }> = {
  content_creation: { money: 1, followers: 1, energy: 1 },
  followers: { money: 0.75, followers: 1.5, energy: 1 },
  brand_deals: { money: 1.5, followers: 0.75, energy: 1 },
  engagement: { money: 0.75, followers: 1.25, energy: 1 },
  energy_management: { money: 0.5, followers: 1, energy: 2 },
  reputation: { money: 1, followers: 1, energy: 1 },
};

// ---------------------------------------------------------------------------------------------
// Brand deals (the brands themselves are in brand-deals/deal-catalog.ts)
// ---------------------------------------------------------------------------------------------

/** Tier entry rules: followers to see and sign a tier, and how long its posts may take. */
export const DEAL_TIERS = [
  { tier: 1, minFollowers: 0, deliveryHours: 48 },
  { tier: 2, minFollowers: 2_500, deliveryHours: 72 },
  { tier: 3, minFollowers: 6_000, deliveryHours: 72 },
  { tier: 4, minFollowers: 12_000, deliveryHours: 96 },
  { tier: 5, minFollowers: 25_000, deliveryHours: 96 },
  { tier: 6, minFollowers: 50_000, deliveryHours: 120 },
] as const;

/** Deals each tier shows on a day, out of its six brands. */
export const OFFERS_PER_TIER = 3;

/** Tiers a star is offered: the highest they reach and the one below (big names skip starter deals). */
export const TIERS_OFFERED = 2;

/** Deals a character may run at once. */
export const MAX_ACTIVE_DEALS = 3;

/** What a missed deadline costs: the brand talks, bigger brands louder. */
export function brokenDealPenalty(tier: number): { relevance: number; reputation: { authenticity: number } } {
  return { relevance: -(2 + tier), reputation: { authenticity: -(1 + Math.floor(tier / 2)) } };
}

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

/** A running brand deal is announced as about to expire this long before its deadline. */
export const DEAL_EXPIRY_WARNING_HOURS = 12;
