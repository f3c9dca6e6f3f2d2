import { z } from 'zod';
import { DateTime, Id, Rewards } from './common';
import { MessageResponse } from './auth';

export const ChallengeCategory = z.enum([
  'content_creation',
  'followers',
  'brand_deals',
  'engagement',
  'energy_management',
  'reputation',
]);
export type ChallengeCategory = z.infer<typeof ChallengeCategory>;

/** §2: underscores become spaces and the first letter is capitalised ("Content creation"). */
export function challengeCategoryLabel(category: string): string {
  const words = category.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * §3 Daily challenge. `status` says whether the goal is reached; the reward is claimed once
 * `completedAt` is set, which is why a claim needs `completed` and a null `completedAt`.
 */
export const DailyChallenge = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  category: ChallengeCategory,
  status: z.enum(['active', 'completed']),
  progress: z.number().nonnegative(),
  goalTarget: z.number().positive(),
  expiresAt: DateTime,
  completedAt: DateTime.nullable(),
  rewards: Rewards,
});
export type DailyChallenge = z.infer<typeof DailyChallenge>;

/** GET /challenges/daily?leagueId: today's challenges of the viewer's character. */
export const DailyChallengesResponse = z.array(DailyChallenge);
export type DailyChallengesResponse = z.infer<typeof DailyChallengesResponse>;

export function isClaimable(challenge: Pick<DailyChallenge, 'status' | 'completedAt'>): boolean {
  return challenge.status === 'completed' && challenge.completedAt === null;
}

/** POST /challenges/complete?leagueId claims a completed challenge's reward. */
export const ClaimChallengeRequest = z.object({ dailyChallengeId: Id });
export type ClaimChallengeRequest = z.infer<typeof ClaimChallengeRequest>;

export const ClaimChallengeResponse = MessageResponse.extend({ rewards: Rewards });
export type ClaimChallengeResponse = z.infer<typeof ClaimChallengeResponse>;
