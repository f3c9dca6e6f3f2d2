import type { ReputationValues } from '@il/events';

export interface AchievementDefinition {
  id: number;
  name: string;
  description: string;
  requirements: { followers?: number; reputation?: Partial<ReputationValues> };
}

/**
 * Follower achievements follow the growth of a month-long league (a steady poster passes 10k in
 * the second week); reputation ones reward leaning hard into one side of a persona, and one
 * rewards balance. docs/rules.md explains the thresholds.
 */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 1, name: 'Rising Star', description: 'Reach 2,500 followers.', requirements: { followers: 2_500 } },
  { id: 2, name: 'Blue Check Energy', description: 'Reach 5,000 followers.', requirements: { followers: 5_000 } },
  { id: 3, name: 'Certified Influencer', description: 'Reach 10,000 followers.', requirements: { followers: 10_000 } },
  { id: 4, name: 'Trendsetter', description: 'Reach 25,000 followers.', requirements: { followers: 25_000 } },
  { id: 5, name: 'Household Name', description: 'Reach 50,000 followers.', requirements: { followers: 50_000 } },
  { id: 6, name: 'Megastar', description: 'Reach 100,000 followers.', requirements: { followers: 100_000 } },
  { id: 7, name: 'Keeping It Real', description: 'Reach 85 authenticity.', requirements: { reputation: { authenticity: 85 } } },
  { id: 8, name: 'Drama Royalty', description: 'Reach 85 drama.', requirements: { reputation: { drama: 85 } } },
  { id: 9, name: "Everyone's Bestie", description: 'Reach 85 relatability.', requirements: { reputation: { relatability: 85 } } },
  { id: 10, name: 'Living the Dream', description: 'Reach 85 aspirational.', requirements: { reputation: { aspirational: 85 } } },
  { id: 11, name: 'Well-Rounded', description: 'Have at least 60 in all four reputation aspects at once.', requirements: { reputation: { authenticity: 60, drama: 60, relatability: 60, aspirational: 60 } } },
];

export function meetsRequirements(definition: AchievementDefinition, followers: number, reputation: ReputationValues): boolean {
  const { requirements } = definition;
  if (requirements.followers !== undefined && followers < requirements.followers) return false;
  for (const [aspect, min] of Object.entries(requirements.reputation ?? {}) as Array<[keyof ReputationValues, number]>) {
    if (reputation[aspect] < min) return false;
  }
  return true;
}

/** How far along an achievement is, 0-1: the weakest of its requirements. */
export function achievementProgress(definition: AchievementDefinition, followers: number, reputation: ReputationValues): number {
  const ratios: number[] = [];
  if (definition.requirements.followers !== undefined) ratios.push(followers / definition.requirements.followers);
  for (const [aspect, min] of Object.entries(definition.requirements.reputation ?? {}) as Array<[keyof ReputationValues, number]>) {
    ratios.push(reputation[aspect] / min);
  }
  return Math.min(1, ...ratios);
}
