import type { AchievementUnlocked, CharacterCreated, CharacterStatsChanged, MilestoneReached } from '@il/events';
import { docsOf, projectEvents, type GivenEvent } from '@il/platform';
import { achievementsProjection, PROGRESSION, type ProgressionDoc } from '../src';

const AT = '2026-03-02T10:00:00.000Z';
const owner = { characterId: 5, leagueId: 1, userId: 10 };
const reputation = { authenticity: 70, drama: 35, relatability: 55, aspirational: 45 };
const stats = { followers: 1_200, energy: 100, energyUpdatedAt: AT, money: 500, relevance: 55, reputation };

const created: CharacterCreated = {
  type: 'CharacterCreated',
  data: { ...owner, playerName: '@Me', realityShowBackground: 'competition', avatarUrl: null, stats, unlockedPlatforms: ['instagram'], createdAt: AT },
};
const changed = (followers: number): CharacterStatsChanged => ({
  type: 'CharacterStatsChanged',
  data: { ...owner, cause: { kind: 'content_posted', id: 1 }, changes: { followers: followers - 1_200 }, stats: { ...stats, followers }, at: AT },
});
const unlocked: AchievementUnlocked = {
  type: 'AchievementUnlocked',
  data: { achievementId: 1, ...owner, name: 'Rising Star', followers: 2_600, reputation, unlockedAt: AT },
};
const reached: MilestoneReached = {
  type: 'MilestoneReached',
  data: { milestoneId: 12, ...owner, metric: 'brand_deals_completed', target: 1, value: 1, reward: { money: 0, followers: 100, energy: 10 }, reachedAt: AT },
};
const simple = (type: string, data: object): GivenEvent => ({ type, data: { ...owner, ...data } });

const docOf = async (events: GivenEvent[]) => docsOf<ProgressionDoc>(await projectEvents(achievementsProjection, events), PROGRESSION).get('5');

describe('achievements projection', () => {
  it('keeps the values milestones count and what was unlocked and reached', async () => {
    const doc = await docOf([
      created,
      simple('ContentPosted', { postId: 1, postedAt: AT }),
      changed(2_600),
      simple('BrandDealCompleted', { brandDealId: 3 }),
      simple('ChallengeRewardClaimed', { dailyChallengeId: 11 }),
      unlocked,
      reached,
    ]);
    expect(doc).toMatchObject({
      metrics: { followers: 2_600, money: 500, posts: 1, brand_deals_completed: 1, challenges_completed: 1 },
      achievements: { '1': AT },
      milestones: { '12': AT },
    });
  });

  it('counts a redelivered post once', async () => {
    const post = simple('ContentPosted', { postId: 1, postedAt: AT });
    const doc = await docOf([created, { ...post, position: 2 }, { ...post, position: 2 }]);
    expect(doc?.metrics.posts).toBe(1);
  });
});
