import { z } from 'zod';
import { DateTime, Id, Rewards } from './common';
import { ReputationAspect } from './reputation';

/** §2: an achievement or milestone is "almost there" from 80% of its target. */
export const ALMOST_THERE_PERCENT = 80;

/** Progress toward a target as a whole percentage, clamped to the bars' 0-100. */
export function progressPercent(current: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((current / target) * 100)));
}

/** What unlocks an achievement: a follower count, or minimum levels of reputation aspects. */
export const AchievementRequirements = z.object({
  followers: z.number().int().nonnegative().optional(),
  reputation: z.partialRecord(ReputationAspect, z.number()).optional(),
});
export type AchievementRequirements = z.infer<typeof AchievementRequirements>;

/** §3 Achievement. triggerFollowers is null for achievements earned by reputation. */
export const Achievement = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  isUnlocked: z.boolean(),
  triggerFollowers: z.number().int().nonnegative().nullable(),
  requirements: AchievementRequirements,
  unlockedAt: DateTime.nullable(),
});
export type Achievement = z.infer<typeof Achievement>;

/** GET /progression/achievements?leagueId: every achievement, locked or unlocked, for the viewer. */
export const AchievementsResponse = z.array(Achievement);
export type AchievementsResponse = z.infer<typeof AchievementsResponse>;

/** The quantity a milestone counts. */
export const MilestoneMetric = z.enum([
  'followers',
  'money',
  'relevance',
  'posts',
  'likes_received',
  'brand_deals_completed',
  'challenges_completed',
  'day',
]);
export type MilestoneMetric = z.infer<typeof MilestoneMetric>;

/**
 * A milestone: a target on one metric with a reward. The spec leaves the fields open; these are
 * what the Next Goal card needs to show progress without further arithmetic.
 */
export const Milestone = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  metric: MilestoneMetric,
  target: z.number().positive(),
  current: z.number().nonnegative(),
  progressPercent: z.number().min(0).max(100),
  reward: Rewards,
  isCompleted: z.boolean(),
  completedAt: DateTime.nullable(),
});
export type Milestone = z.infer<typeof Milestone>;

/**
 * GET /progression/milestones?leagueId: all milestones in ascending target order, and the next
 * goal: the uncompleted milestone closest to completion (null once all are done).
 */
export const MilestonesResponse = z.object({
  milestones: z.array(Milestone),
  nextGoal: Milestone.nullable(),
});
export type MilestonesResponse = z.infer<typeof MilestonesResponse>;
