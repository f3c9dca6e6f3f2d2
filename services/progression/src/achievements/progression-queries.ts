import type { Achievement, AchievementsResponse, Milestone, MilestonesResponse } from '@il/contracts';
import { progressPercent } from '@il/contracts';
import type { Clock, ReadStoreReader } from '@il/platform';
import { PROGRESSION, type ProgressionDoc } from '@il/projection-achievements';
import { viewerIn } from '../shared/viewer';
import { ACHIEVEMENTS } from './achievement-catalog';
import { MILESTONES } from './milestone-catalog';

export function progressionQueries(deps: { read: ReadStoreReader; clock: Clock }) {
  const { read } = deps;

  async function docOf(userId: number, leagueId: number): Promise<ProgressionDoc | null> {
    const { character } = await viewerIn(read, leagueId, userId);
    return read.get<ProgressionDoc>(PROGRESSION, String(character.characterId));
  }

  /** Every achievement, locked or unlocked, in catalog order. */
  async function achievements(userId: number, leagueId: number): Promise<AchievementsResponse> {
    const doc = await docOf(userId, leagueId);
    return ACHIEVEMENTS.map((a): Achievement => {
      const unlockedAt = doc?.achievements[String(a.id)];
      return {
        id: a.id,
        name: a.name,
        description: a.description,
        isUnlocked: unlockedAt !== undefined,
        triggerFollowers: a.requirements.followers ?? null,
        requirements: { ...a.requirements, ...(a.requirements.reputation ? { reputation: { ...a.requirements.reputation } } : {}) },
        unlockedAt: unlockedAt ? new Date(unlockedAt) : null,
      };
    });
  }

  /**
   * Every milestone in ascending target order within its metric, and the next goal: the unreached
   * one closest to completion (the first of them in that order on a tie).
   */
  async function milestones(userId: number, leagueId: number): Promise<MilestonesResponse> {
    const doc = await docOf(userId, leagueId);
    const list = MILESTONES.map((m): Milestone => {
      const reachedAt = doc?.milestones[String(m.id)];
      const current = doc?.metrics[m.metric] ?? 0;
      return {
        id: m.id,
        name: m.name,
        description: m.description,
        metric: m.metric,
        target: m.target,
        current,
        progressPercent: reachedAt ? 100 : progressPercent(current, m.target),
        reward: { ...m.reward },
        isCompleted: reachedAt !== undefined,
        completedAt: reachedAt ? new Date(reachedAt) : null,
      };
    });
    const open = list.filter((m) => !m.isCompleted);
    const nextGoal = open.reduce<Milestone | null>((best, m) => (best === null || m.progressPercent > best.progressPercent ? m : best), null);
    return { milestones: list, nextGoal };
  }

  return { achievements, milestones };
}
