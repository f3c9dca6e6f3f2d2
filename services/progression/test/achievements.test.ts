import type { CharacterStreamEvent } from '../src';
import { given } from '@il/platform';
import { characterDecider } from '@il/league';
import { ACHIEVEMENTS, DEAL_CATALOG, MILESTONES, progressionDecider } from '../src';
import { at, created, fold, ofType, play, postWithConsequences, timed } from './support/fixtures';

/** n posts one after another, each with its consequences. */
function posts(history: CharacterStreamEvent[], n: number, followersGained = 50): CharacterStreamEvent[] {
  let events = history;
  for (let i = 0; i < n; i += 1) {
    events = [...events, ...postWithConsequences(events, { postId: 100 + events.length, postedAt: at(i + 1), followersGained, energySpent: 1 })];
  }
  return events;
}

/** A change from outside progression (another context, an operator), through the character decider. */
function outsideChange(history: CharacterStreamEvent[], followers: number): CharacterStreamEvent[] {
  const state = fold(history).character;
  return characterDecider.decide({ type: 'ChangeStats', cause: { kind: 'test' }, changes: { followers }, now: at(1) }, state) as CharacterStreamEvent[];
}

describe('achievements', () => {
  it('unlocks a follower achievement in the append that crosses its threshold, once', () => {
    const start = [created('competition', { followers: 2_450 })];
    const crossing = postWithConsequences(start, { postId: 1, followersGained: 60 });
    expect(ofType(crossing, 'AchievementUnlocked').map((e) => e.data)).toEqual([
      expect.objectContaining({ achievementId: 1, name: 'Rising Star', followers: 2_510 }),
    ]);
    const after = [...start, ...crossing];
    expect(ofType(postWithConsequences(after, { postId: 2, postedAt: at(1) }), 'AchievementUnlocked')).toEqual([]);
  });

  it('unlocks reputation achievements from the four aspects', () => {
    const events = postWithConsequences([created('survival', { reputation: { authenticity: 85, drama: 30, relatability: 90, aspirational: 35 } })], { postId: 1 });
    expect(ofType(events, 'AchievementUnlocked').map((e) => e.data.name)).toEqual(['Keeping It Real', "Everyone's Bestie"]);
    const balanced = postWithConsequences([created('drama', { reputation: { authenticity: 60, drama: 80, relatability: 60, aspirational: 60 } })], { postId: 1 });
    expect(ofType(balanced, 'AchievementUnlocked').map((e) => e.data.name)).toEqual(['Well-Rounded']);
  });

  it('catches up with a threshold crossed by another context at the next progression append', () => {
    const start = [created()];
    const outside = [...start, ...outsideChange(start, 10_000)];
    expect(ofType(outside, 'AchievementUnlocked')).toEqual([]);
    const settled = given(progressionDecider, outside).when({ type: 'Settle', ...timed(at(2)) });
    expect(ofType(settled, 'AchievementUnlocked').map((e) => e.data.achievementId)).toEqual([1, 2, 3]);
  });

  it('records nothing new once the league is over', () => {
    const start = [created()];
    const outside = [...start, ...outsideChange(start, 10_000)];
    expect(given(progressionDecider, outside).when({ type: 'Settle', now: at(3), leagueEnd: at(2) })).toEqual([]);
  });

  it('every definition has a follower or reputation requirement', () => {
    for (const a of ACHIEVEMENTS) expect(a.requirements.followers !== undefined || a.requirements.reputation !== undefined).toBe(true);
  });
});

describe('milestones', () => {
  it('reaches the tenth post milestone with the tenth post and pays its reward in the same append', () => {
    const nine = posts([created('competition', { energy: 50 })], 9);
    expect(ofType(nine, 'MilestoneReached')).toEqual([]);
    const tenth = postWithConsequences(nine, { postId: 500, postedAt: at(10), energySpent: 1 });
    expect(ofType(tenth, 'MilestoneReached').map((e) => e.data)).toEqual([
      expect.objectContaining({ milestoneId: 1, metric: 'posts', target: 10, value: 10, reward: { money: 100, followers: 0, energy: 20 } }),
    ]);
    const reward = ofType(tenth, 'CharacterStatsChanged').find((e) => e.data.cause.kind === 'milestone_reached');
    expect(reward?.data.changes).toMatchObject({ money: 100, energy: 20 });
  });

  it('follows a reward that lifts another value past its rung in the same append', () => {
    // A post completes a $180 deal: $5,080 reaches "Getting Paid" (+200 followers), the first
    // delivered deal reaches "First Paycheck" (+100), and 5,100 followers pass the 5,000 rung.
    const start = [created('competition', { followers: 4_790, money: 4_900 })];
    const signed = play(start, { type: 'AcceptBrandDeal', brandDealId: 1, onOfferToday: DEAL_CATALOG, ...timed() });
    const post = postWithConsequences(signed, { postId: 1, postedAt: at(1), followersGained: 10 });
    expect(ofType(post, 'MilestoneReached').map((e) => [e.data.milestoneId, e.data.value])).toEqual([
      [9, 5_080],
      [12, 1],
      [5, 5_100],
    ]);
    expect(ofType(post, 'AchievementUnlocked').map((e) => e.data.name)).toEqual(['Blue Check Energy']);
    expect(fold([...signed, ...post]).character.stats).toMatchObject({ followers: 5_100, money: 5_080 + 250 });
  });

  it('reaches each milestone once, however often the value crosses it', () => {
    const start = [created('competition', { followers: 4_990 })];
    const up = [...start, ...postWithConsequences(start, { postId: 1, followersGained: 20 })];
    expect(ofType(up, 'MilestoneReached').map((e) => e.data.milestoneId)).toEqual([5]);
    const down = [...up, ...outsideChange(up, -100)];
    const again = postWithConsequences(down, { postId: 2, postedAt: at(2), followersGained: 200 });
    expect(ofType(again, 'MilestoneReached')).toEqual([]);
  });

  it('climbs ladders in ascending targets', () => {
    for (const metric of new Set(MILESTONES.map((m) => m.metric))) {
      const targets = MILESTONES.filter((m) => m.metric === metric).map((m) => m.target);
      expect([...targets].sort((a, b) => a - b)).toEqual(targets);
    }
  });
});
