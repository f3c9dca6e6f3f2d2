/**
 * The bands a season must land in where the rules set no probability of their own: how often the
 * systems built on players' choices (claiming challenges, delivering deals, unlocking achievements)
 * should fire with the six strategies of strategies.ts. docs/rules.md ("Designed rates") gives the
 * same numbers and why. Rates the rules do roll (scandals, answers, challenge difficulty, follower
 * and bonus rolls) are checked against the rules' own constants, with binomial bounds.
 */
export const DESIGNED_BANDS = {
  /** Share of issued daily challenges that get claimed, all players together. */
  challengesClaimed: { min: 0.15, max: 0.75 },
  /** Of the brand deals that ended (delivered or broken), the share delivered. */
  dealsDelivered: { min: 0.6, max: 0.97 },
  /** Per player who played, over the season: at least one achievement (everyone passes 2,500 followers). */
  achievementsPerPlayer: { min: 1 },
  /** Per player who played, over the season: at least one milestone (10 posts, 5,000 followers...). */
  milestonesPerPlayer: { min: 1 },
  /** Deals resolved before a band on their outcome says anything. */
  minimumResolvedDeals: 20,
} as const;
