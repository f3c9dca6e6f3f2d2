import type { ChallengeRewardClaimed, ContentPosted, DailyChallengesIssued, IssuedChallenge } from '@il/events';
import { docsOf, projectEvents, type GivenEvent } from '@il/platform';
import { challengeDayDocId, challengesProjection, DAILY_CHALLENGES, type ChallengeDayDoc } from '../src';

const owner = { characterId: 5, leagueId: 1, userId: 10 };
const challenge: IssuedChallenge = {
  dailyChallengeId: 11,
  templateKey: 'content-machine',
  name: 'Content Machine',
  description: 'Publish 2 posts today.',
  category: 'content_creation',
  metric: 'posts',
  goalTarget: 2,
  difficulty: 1,
  rewards: { money: 50, followers: 40, energy: 3 },
  expiresAt: '2026-03-03T00:00:00.000Z',
};

const posted = (postId: number, postedAt: string): ContentPosted => ({
  type: 'ContentPosted',
  data: {
    postId,
    ...owner,
    playerName: '@Me',
    avatarUrl: null,
    card: { contentCardId: 201, catalogVersion: 1, title: 'Q&A', description: 'Questions.', contentType: 'story', theme: null, riskLevel: 'safe', energyCost: 5, followersMin: 20, followersMax: 70 },
    caption: { type: 'safe', text: 'Hi', energyCost: 0, followersBonus: 0, reputationEffects: {} },
    trendingTopic: null,
    outcome: { followersRange: { min: 20, max: 70 }, followersRolled: 50, followersGained: 50, energySpent: 5, relevanceChange: 2, reputationChanges: {}, authenticityBonus: 0 },
    dayPosted: 1,
    postedAt,
  },
});
const issued: DailyChallengesIssued = {
  type: 'DailyChallengesIssued',
  data: { ...owner, date: '2026-03-02', seed: 1, challenges: [challenge], issuedAt: '2026-03-02T09:00:00.000Z' },
};
const claimed: ChallengeRewardClaimed = {
  type: 'ChallengeRewardClaimed',
  data: { dailyChallengeId: 11, ...owner, date: '2026-03-02', rewards: challenge.rewards, claimedAt: '2026-03-02T12:00:00.000Z' },
};

const daysOf = async (events: GivenEvent[]) => docsOf<ChallengeDayDoc>(await projectEvents(challengesProjection, events), DAILY_CHALLENGES);

describe('challenges projection', () => {
  it("counts a character's UTC day, before and after the set is issued, apart from other days", async () => {
    const docs = await daysOf([
      posted(1, '2026-03-01T23:59:59.000Z'),
      posted(2, '2026-03-02T00:30:00.000Z'),
      issued,
      posted(3, '2026-03-02T10:00:00.000Z'),
      claimed,
    ]);
    const today = docs.get(challengeDayDocId(5, '2026-03-02'))!;
    expect(today.tally.counts).toMatchObject({ posts: 2, safe_posts: 2, cheap_posts: 2, followers_gained: 100, content_types: 1 });
    expect(today.challenges).toEqual([challenge]);
    expect(today.claimed).toEqual({ '11': '2026-03-02T12:00:00.000Z' });
    expect(docs.get(challengeDayDocId(5, '2026-03-01'))!.tally.counts.posts).toBe(1);
  });

  it('counts a redelivered post once', async () => {
    const docs = await daysOf([issued, { ...posted(2, '2026-03-02T10:00:00.000Z'), position: 2 }, { ...posted(2, '2026-03-02T10:00:00.000Z'), position: 2 }]);
    expect(docs.get(challengeDayDocId(5, '2026-03-02'))!.tally.counts.posts).toBe(1);
  });

  it('keeps the first set of a day', async () => {
    const other = { ...issued, data: { ...issued.data, challenges: [{ ...challenge, dailyChallengeId: 99 }] } };
    const docs = await daysOf([issued, other]);
    expect(docs.get(challengeDayDocId(5, '2026-03-02'))!.challenges?.[0]?.dailyChallengeId).toBe(11);
  });
});
