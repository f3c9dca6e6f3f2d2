import { emptyChallengeTally, tallyChallengeEvent } from '@il/projection-challenges';
import { given } from '@il/platform';
import {
  type CharacterStreamEvent,
  CHALLENGE_CATEGORIES, CHALLENGE_TEMPLATES, generateDailyChallenges, progressionDecider, type ProgressionCommand } from '../src';
import { at, created, fold, NOW, ofType, play, postWithConsequences, timed } from './support/fixtures';

const TODAY = '2026-03-02';
const MIDNIGHT = '2026-03-03T00:00:00.000Z';
const IDS = [11, 12, 13, 14];

const issue = (date = TODAY, now = NOW, ids = IDS): ProgressionCommand => ({ type: 'IssueDailyChallenges', date, ids, ...timed(now) });
const claim = (dailyChallengeId: number, now = at(1)): ProgressionCommand => ({ type: 'ClaimChallengeReward', dailyChallengeId, ...timed(now) });

const issuedSet = (events: readonly CharacterStreamEvent[]) => ofType(events, 'DailyChallengesIssued').at(-1)!.data.challenges;

/** Posts safe stories until the given challenge is done (any metric a post can move). */
function postUntilDone(events: CharacterStreamEvent[], metricGoal: number, from = 100): CharacterStreamEvent[] {
  let history = events;
  for (let i = 0; i < metricGoal + 3; i += 1) {
    history = [...history, ...postWithConsequences(history, { postId: from + i, postedAt: at(0.1 * (i + 1)), contentType: i % 2 ? 'video' : 'photo', energySpent: 5, followersGained: 400, trending: true, captionType: 'custom' })];
  }
  return history;
}

describe('generating a day of challenges', () => {
  it('draws four challenges of four different categories, the same for the same character and date', () => {
    const first = generateDailyChallenges({ characterId: 5, date: TODAY, followers: 1_200, ids: IDS });
    const again = generateDailyChallenges({ characterId: 5, date: TODAY, followers: 1_200, ids: IDS });
    expect(again).toEqual(first);
    expect(first.challenges).toHaveLength(4);
    expect(new Set(first.challenges.map((c) => c.category)).size).toBe(4);
    expect(first.challenges.map((c) => c.dailyChallengeId)).toEqual(IDS);
    for (const c of first.challenges) {
      expect(c.expiresAt).toBe(MIDNIGHT);
      expect(CHALLENGE_CATEGORIES).toContain(c.category);
      expect(c.goalTarget).toBeGreaterThan(0);
      expect(c.rewards.money + c.rewards.followers + c.rewards.energy).toBeGreaterThan(0);
    }
  });

  it('differs from day to day and from character to character', () => {
    const days = new Set(
      ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map((date) => JSON.stringify(generateDailyChallenges({ characterId: 5, date, followers: 1_200, ids: IDS }).challenges.map((c) => c.templateKey))),
    );
    expect(days.size).toBeGreaterThan(1);
    const a = generateDailyChallenges({ characterId: 5, date: TODAY, followers: 1_200, ids: IDS });
    const b = generateDailyChallenges({ characterId: 6, date: TODAY, followers: 1_200, ids: IDS });
    expect(a.seed).not.toBe(b.seed);
  });

  it('sets bigger follower goals and rewards for bigger audiences', () => {
    const template = CHALLENGE_TEMPLATES.find((t) => t.metric === 'followers_gained')!;
    const goals = (followers: number) => {
      for (let day = 1; day <= 28; day += 1) {
        const date = `2026-02-${String(day).padStart(2, '0')}`;
        const found = generateDailyChallenges({ characterId: 5, date, followers, ids: IDS }).challenges.find((c) => c.templateKey === template.key);
        if (found) return { date, found };
      }
      throw new Error('no follower challenge in four weeks');
    };
    const small = goals(1_000);
    const big = generateDailyChallenges({ characterId: 5, date: small.date, followers: 40_000, ids: IDS }).challenges.find((c) => c.templateKey === template.key)!;
    expect(big.goalTarget).toBe(small.found.goalTarget * 5);
    expect(big.rewards.followers).toBeGreaterThan(small.found.rewards.followers);
  });

  it('is recorded once a day: asking again the same day appends nothing', () => {
    const events = play([created()], issue());
    expect(ofType(events, 'DailyChallengesIssued')).toHaveLength(1);
    expect(given(progressionDecider, events).when(issue(TODAY, at(5), [21, 22, 23, 24]))).toEqual([]);
    expect(given(progressionDecider, events).when(issue('2026-03-03', at(20)))).toHaveLength(1);
  });
});

describe('claiming a challenge reward', () => {
  it('refuses a claim before the goal is reached', () => {
    const events = play([created()], issue());
    const [first] = issuedSet(events);
    expect(() => given(progressionDecider, events).when(claim(first!.dailyChallengeId))).toThrow('This challenge is not completed yet');
  });

  it('pays a completed challenge once, with its money, followers and energy', () => {
    const events = postUntilDone(play([created('competition', { energy: 50 })], issue()), 6);
    const state = fold(events);
    const done = issuedSet(events).filter((c) => (state.challenges.days[TODAY]!.tally.counts[c.metric] ?? 0) >= c.goalTarget);
    expect(done.length).toBeGreaterThan(0);
    const target = done[0]!;
    const paid = given(progressionDecider, events).when(claim(target.dailyChallengeId));
    expect(paid[0]).toEqual({
      type: 'ChallengeRewardClaimed',
      data: { dailyChallengeId: target.dailyChallengeId, characterId: 5, leagueId: 1, userId: 10, date: TODAY, rewards: target.rewards, claimedAt: at(1) },
    });
    expect(paid[1]).toMatchObject({
      type: 'CharacterStatsChanged',
      data: { cause: { kind: 'challenge_claimed', id: target.dailyChallengeId }, changes: { money: target.rewards.money, followers: target.rewards.followers } },
    });
    expect(() => given(progressionDecider, [...events, ...paid]).when(claim(target.dailyChallengeId, at(2)))).toThrow('This challenge reward was already claimed');
  });

  it('refuses a claim from midnight UTC on, and pays up to the last millisecond before', () => {
    const events = postUntilDone(play([created()], issue()), 6);
    const state = fold(events);
    const target = issuedSet(events).find((c) => (state.challenges.days[TODAY]!.tally.counts[c.metric] ?? 0) >= c.goalTarget)!;
    expect(() => given(progressionDecider, events).when(claim(target.dailyChallengeId, MIDNIGHT))).toThrow('This challenge has expired');
    expect(given(progressionDecider, events).when(claim(target.dailyChallengeId, '2026-03-02T23:59:59.999Z'))[0]?.type).toBe('ChallengeRewardClaimed');
  });

  it('answers an unknown challenge as not found', () => {
    expect(() => given(progressionDecider, play([created()], issue())).when(claim(999))).toThrow('Challenge not found');
  });

  it("counts the whole UTC day, including what happened before the set was first opened, and nothing of yesterday's", () => {
    const yesterday = postWithConsequences([created()], { postId: 1, postedAt: '2026-03-01T23:30:00.000Z' });
    const early = [created(), ...yesterday];
    const morning = [...early, ...postWithConsequences(early, { postId: 2, postedAt: '2026-03-02T00:30:00.000Z' })];
    const issued = play(morning, issue());
    const day = fold(issued).challenges.days[TODAY]!;
    expect(day.tally.counts.posts).toBe(1);
    expect(day.issued).toHaveLength(4);
  });
});

describe('what challenges count', () => {
  const tally = (events: readonly CharacterStreamEvent[]) => events.reduce(tallyChallengeEvent, emptyChallengeTally());

  it('counts a post in every metric it moves', () => {
    const events = postWithConsequences([created('competition', { energy: 100 })], { postId: 1, contentType: 'video', captionType: 'custom', trending: true, followersGained: 250, energySpent: 10 });
    expect(tally(events).counts).toMatchObject({
      posts: 1,
      big_posts: 1,
      custom_caption_posts: 1,
      safe_posts: 1,
      trending_posts: 1,
      followers_gained: 250,
      content_types: 1,
      cheap_posts: 1,
      energized_posts: 1,
    });
  });

  it('counts a post that leaves less than 30 energy as not paced', () => {
    const events = postWithConsequences([created('competition', { energy: 35 })], { postId: 1, energySpent: 8 });
    expect(tally(events).counts.energized_posts).toBeUndefined();
  });

  it('counts a post liked, unliked and liked again once', () => {
    const like = (postId: number): CharacterStreamEvent => ({
      type: 'PostLiked',
      data: { postId, leagueId: 1, characterId: 5, userId: 10, playerName: '@Me', authorCharacterId: 6, authorUserId: 11, energySpent: 8, likeDay: TODAY, likedAt: NOW },
    });
    expect(tally([like(1), like(1), like(2)]).counts.likes_given).toBe(2);
  });

  it('counts reputation gains only, from any cause', () => {
    const change = (authenticity: number): CharacterStreamEvent => ({
      type: 'CharacterStatsChanged',
      data: { characterId: 5, leagueId: 1, userId: 10, cause: { kind: 'scandal_resolved' }, changes: { reputation: { authenticity } }, stats: fold([created()]).character.stats, at: NOW },
    });
    expect(tally([change(4), change(-2), change(1)]).counts.authenticity_gained).toBe(5);
  });
});
