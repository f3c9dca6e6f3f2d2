import type { AchievementUnlocked, MilestoneMetricValue, MilestoneReached } from '@il/events';
import { statChangeEvents } from '@il/league';
import type { Outcome, ProgressionState } from '../decider/progression-state';
import { ACHIEVEMENTS, meetsRequirements } from './achievement-catalog';
import { MILESTONES } from './milestone-catalog';

/** The value a milestone counts, from the character stream alone. */
function milestoneValue(state: ProgressionState, metric: MilestoneMetricValue): number {
  switch (metric) {
    case 'followers':
      return state.character.stats.followers;
    case 'money':
      return state.character.stats.money;
    case 'posts':
      return state.progress.posts;
    case 'brand_deals_completed':
      return state.deals.completedTotal;
    case 'challenges_completed':
      return state.challenges.claimedTotal;
    default: {
      const unreachable: never = metric;
      throw new Error(`Unknown metric ${String(unreachable)}`);
    }
  }
}

/**
 * Unlocks every achievement and reaches every milestone the character now qualifies for, once
 * each. A milestone's reward can lift another value past the next rung, so it repeats until
 * nothing new is reached (at most once per milestone). Runs at the end of every progression
 * append, so a threshold crossed by any cause is recorded at the latest with the next one.
 */
export function recordProgress(outcome: Outcome, now: string): void {
  for (let round = 0; round <= MILESTONES.length; round += 1) {
    const { state } = outcome;
    const before = outcome.events.length;
    const { characterId, leagueId, userId } = state.character;
    for (const achievement of ACHIEVEMENTS) {
      if (state.progress.achievements[String(achievement.id)]) continue;
      if (!meetsRequirements(achievement, state.character.stats.followers, state.character.stats.reputation)) continue;
      const unlocked: AchievementUnlocked = {
        type: 'AchievementUnlocked',
        data: {
          achievementId: achievement.id,
          characterId,
          leagueId,
          userId,
          name: achievement.name,
          followers: state.character.stats.followers,
          reputation: { ...state.character.stats.reputation },
          unlockedAt: now,
        },
      };
      outcome.add([unlocked]);
    }
    for (const milestone of MILESTONES) {
      if (outcome.state.progress.milestones[String(milestone.id)]) continue;
      const value = milestoneValue(outcome.state, milestone.metric);
      if (value < milestone.target) continue;
      const reached: MilestoneReached = {
        type: 'MilestoneReached',
        data: {
          milestoneId: milestone.id,
          characterId,
          leagueId,
          userId,
          metric: milestone.metric,
          target: milestone.target,
          value,
          reward: milestone.reward,
          reachedAt: now,
        },
      };
      outcome.add([reached]);
      const { money, followers, energy } = milestone.reward;
      outcome.add(statChangeEvents(outcome.state.character, { kind: 'milestone_reached', id: milestone.id }, { money, followers, energy }, now));
    }
    if (outcome.events.length === before) return;
  }
}
