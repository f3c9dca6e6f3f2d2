import { z } from 'zod';
import { Id, Rewards } from './common';
import { Platform } from './game-state';
import { ReputationChanges } from './reputation';
import { ScandalSeverity } from './scandals';

const Count = z.number().int().nonnegative();

/**
 * What a post set off beyond its own numbers, decided in the post's own append and read back from
 * it: the studio tells each one after the success overlay. Empty lists when nothing happened.
 */
export const ConsequencesOfPost = z.object({
  /** The running deal the post counted for; `completed` when it was the last post due, with the pay. */
  brandDeals: z.array(
    z.object({
      brandDealId: Id,
      brandName: z.string(),
      postsCompleted: Count,
      postsRequired: Count,
      completed: z.boolean(),
      payment: Count,
      reputationImpacts: ReputationChanges,
    }),
  ),
  /** Today's unclaimed challenges the post moved, with the progress after it. */
  challenges: z.array(
    z.object({
      dailyChallengeId: Id,
      name: z.string(),
      progress: Count,
      goalTarget: Count,
      completed: z.boolean(),
    }),
  ),
  milestones: z.array(z.object({ milestoneId: Id, name: z.string(), description: z.string(), reward: Rewards })),
  achievements: z.array(z.object({ achievementId: Id, name: z.string(), description: z.string() })),
  platformsUnlocked: z.array(Platform),
  scandal: z.object({ scandalId: Id, title: z.string(), severity: ScandalSeverity }).nullable(),
});
export type ConsequencesOfPost = z.infer<typeof ConsequencesOfPost>;

export const NO_POST_CONSEQUENCES: ConsequencesOfPost = {
  brandDeals: [],
  challenges: [],
  milestones: [],
  achievements: [],
  platformsUnlocked: [],
  scandal: null,
};
