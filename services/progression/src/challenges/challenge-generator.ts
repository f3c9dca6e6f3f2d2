import type { IssuedChallenge } from '@il/events';
import { pickWeighted, seedOf, shuffled } from '../shared/rolls';
import { seededRandom, utcDayEnd } from '@il/platform';
import { CHALLENGE_CATEGORIES, CHALLENGE_TEMPLATES, followerTierOf, type ChallengeTemplate } from './challenge-templates';
import {
  BASE_REWARDS,
  CATEGORY_REWARD_LEANING,
  CHALLENGES_PER_DAY,
  DIFFICULTY_WEIGHTS,
  FOLLOWER_GOAL_FACTOR_BY_TIER,
  FOLLOWER_REWARD_FACTOR_BY_TIER,
  REWARD_ROUNDING,
} from '../rules';

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function goalFor(template: ChallengeTemplate, difficulty: 1 | 2 | 3, tier: number): number {
  const base = template.targets[difficulty - 1]!;
  return template.metric === 'followers_gained' ? base * FOLLOWER_GOAL_FACTOR_BY_TIER[tier]! : base;
}

export interface GeneratedSet {
  seed: number;
  challenges: IssuedChallenge[];
}

/**
 * A character's challenges for one UTC day, drawn from a generator seeded by the character and
 * the date: asking twice gives the same set. Ids come from outside (the id allocator) and are
 * handed out in order. The follower tier at issue time sizes follower goals and rewards.
 */
export function generateDailyChallenges(input: { characterId: number; date: string; followers: number; ids: readonly number[] }): GeneratedSet {
  const seed = seedOf('daily-challenges', input.characterId, input.date);
  const random = seededRandom(seed);
  const tier = followerTierOf(input.followers);
  const categories = shuffled(CHALLENGE_CATEGORIES, random)
    .slice(0, CHALLENGES_PER_DAY)
    .sort((a, b) => CHALLENGE_CATEGORIES.indexOf(a) - CHALLENGE_CATEGORIES.indexOf(b));
  const expiresAt = utcDayEnd(input.date);

  const challenges = categories.map((category, index): IssuedChallenge => {
    const templates = CHALLENGE_TEMPLATES.filter((t) => t.category === category);
    const template = templates[Math.floor(random.next() * templates.length)]!;
    const difficulty = (pickWeighted(random.next(), DIFFICULTY_WEIGHTS) + 1) as 1 | 2 | 3;
    const goalTarget = goalFor(template, difficulty, tier);
    const base = BASE_REWARDS[difficulty - 1]!;
    const leaning = CATEGORY_REWARD_LEANING[category];
    const id = input.ids[index];
    if (id === undefined) throw new Error('Not enough ids for the daily challenges');
    return {
      dailyChallengeId: id,
      templateKey: template.key,
      name: template.name,
      description: template.describe(goalTarget),
      category,
      metric: template.metric,
      goalTarget,
      difficulty,
      rewards: {
        money: roundTo(base.money * leaning.money, REWARD_ROUNDING),
        followers: roundTo(base.followers * leaning.followers * FOLLOWER_REWARD_FACTOR_BY_TIER[tier]!, REWARD_ROUNDING),
        energy: Math.round(base.energy * leaning.energy),
      },
      expiresAt,
    };
  });
  return { seed, challenges };
}
