import type { CharacterStats, RealityShowBackgroundValue, ReputationValues } from '@il/events';

export interface BackgroundRules {
  followers: number;
  energy: number;
  money: number;
  relevance: number;
  reputation: ReputationValues;
  /**
   * How widely follower outcomes of risky actions swing for this background (1 = normal). The
   * studio and scandal rules multiply their roll spread by it; drama stars swing hardest.
   */
  followerVolatility: number;
}

/**
 * Starting stats per reality-show background (§2 card hints): each background leads in the
 * aspects its card promises, so no two backgrounds start alike. docs/rules.md shows the table.
 */
export const BACKGROUND_RULES: Record<RealityShowBackgroundValue, BackgroundRules> = {
  // High Authenticity, Moderate Followers
  competition: {
    followers: 1200,
    energy: 100,
    money: 500,
    relevance: 55,
    reputation: { authenticity: 70, drama: 35, relatability: 55, aspirational: 45 },
    followerVolatility: 1,
  },
  // High Aspirational, More Followers
  dating_show: {
    followers: 2000,
    energy: 90,
    money: 750,
    relevance: 60,
    reputation: { authenticity: 40, drama: 50, relatability: 45, aspirational: 70 },
    followerVolatility: 1.1,
  },
  // High Drama, High Follower Volatility
  drama: {
    followers: 1500,
    energy: 80,
    money: 400,
    relevance: 65,
    reputation: { authenticity: 35, drama: 75, relatability: 40, aspirational: 50 },
    followerVolatility: 1.6,
  },
  // High Aspirational, More Starting Money
  lifestyle: {
    followers: 1000,
    energy: 95,
    money: 2500,
    relevance: 50,
    reputation: { authenticity: 40, drama: 40, relatability: 40, aspirational: 75 },
    followerVolatility: 1,
  },
  // High Authenticity, High Relatability
  survival: {
    followers: 800,
    energy: 100,
    money: 300,
    relevance: 50,
    reputation: { authenticity: 75, drama: 30, relatability: 75, aspirational: 35 },
    followerVolatility: 0.9,
  },
};

export function startingStats(background: RealityShowBackgroundValue, at: string): CharacterStats {
  const rules = BACKGROUND_RULES[background];
  return {
    followers: rules.followers,
    energy: rules.energy,
    energyUpdatedAt: at,
    money: rules.money,
    relevance: rules.relevance,
    reputation: { ...rules.reputation },
  };
}
