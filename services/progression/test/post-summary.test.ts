import { DEAL_CATALOG, progressionPostConsequences, type CharacterStreamEvent, type ProgressionCommand } from '../src';
import { at, created, fold, NOW, ofType, play, postEvents, SCANDALOUS, timed } from './support/fixtures';

const IDS = [11, 12, 13, 14];
/** Sip & Sparkle: tier 1, no minimums, 1 post, $150, +1 relatability. */
const SPARKLING = 2;
/** CaseCraft: tier 1, 2 posts, $220. */
const CASE = 3;
const issue: ProgressionCommand = { type: 'IssueDailyChallenges', date: '2026-03-02', ids: IDS, ...timed(NOW) };

/** When: one post, decided as the studio appends it; then: what the post answer tells. */
function tell(history: readonly CharacterStreamEvent[], post: Parameters<typeof postEvents>[1], draws: readonly number[] = [0.99, 0, 0]) {
  const before = fold(history);
  const own = postEvents(before, post);
  const append = [...own, ...progressionPostConsequences.decide(before, own, draws, post.postedAt ?? NOW)];
  return { append: append as CharacterStreamEvent[], told: progressionPostConsequences.summarize(before, append) };
}

const accept = (brandDealId: number): ProgressionCommand => ({ type: 'AcceptBrandDeal', brandDealId, onOfferToday: DEAL_CATALOG, ...timed(NOW) });

describe('what a post tells the player it set off', () => {
  it('names the deal it delivered with the pay, the challenges it moved, the milestone and the achievement it reached', () => {
    // Given: a star of 1,200 followers who signed a one-post deal, with today's challenges (Brand Ambassador already 1/2 from the signing).
    const history = play([created()], accept(SPARKLING), issue);
    // When: a cheap trending post gains 1,400 followers.
    const { append, told } = tell(history, { postId: 21, postedAt: at(1), trending: true, followersGained: 1_400, energySpent: 8 });
    // Then:
    expect(told).toEqual({
      brandDeals: [{ brandDealId: SPARKLING, brandName: 'Sip & Sparkle', postsCompleted: 1, postsRequired: 1, completed: true, payment: 150, reputationImpacts: { relatability: 1 } }],
      challenges: [
        { dailyChallengeId: 12, name: 'Trend Rider', progress: 1, goalTarget: 2, completed: false },
        { dailyChallengeId: 13, name: 'Brand Ambassador', progress: 2, goalTarget: 2, completed: true },
        { dailyChallengeId: 14, name: 'Lean Machine', progress: 1, goalTarget: 3, completed: false },
      ],
      // The catalog's +10 energy stops at the cap: 100 - 8 + 8.
      milestones: [{ milestoneId: 12, name: 'First Paycheck', description: 'Deliver 1 brand deal.', reward: { money: 0, followers: 100, energy: 8 } }],
      achievements: [{ achievementId: 1, name: 'Rising Star', description: 'Reach 2,500 followers.' }],
      platformsUnlocked: [],
      scandal: null,
    });
    // Every number told is one the append itself pays.
    const paid = ofType(append, 'CharacterStatsChanged').map((e) => [e.data.cause.kind, e.data.changes]);
    expect(paid).toEqual(
      expect.arrayContaining([
        ['brand_deal_paid', expect.objectContaining({ money: 150 })],
        ['milestone_reached', expect.objectContaining({ followers: 100, energy: 8 })],
      ]),
    );
  });

  it('tells a deal still running with its count and no pay, and the scandal the dice set off', () => {
    const history = play([created()], accept(CASE));
    const { append, told } = tell(history, { postId: 22, postedAt: at(1), riskLevel: 'risky', captionType: 'thirst' }, SCANDALOUS);
    const triggered = ofType(append, 'ScandalTriggered')[0]!;
    expect(told.brandDeals).toEqual([{ brandDealId: CASE, brandName: 'CaseCraft', postsCompleted: 1, postsRequired: 2, completed: false, payment: 0, reputationImpacts: {} }]);
    expect(told.scandal).toEqual({ scandalId: triggered.data.scandalId, title: triggered.data.title, severity: triggered.data.severity });
    expect(told.milestones).toEqual([]);
    // No challenges issued yet today: nothing to tell about them.
    expect(told.challenges).toEqual([]);
  });

  it('leaves out a challenge already claimed, and tells a platform the post opened', () => {
    const history = play([created('competition', { followers: 4_990 })], issue);
    const { told } = tell(history, { postId: 23, postedAt: at(1), trending: true, followersGained: 20 });
    expect(told.platformsUnlocked).toEqual(['tiktok']);
    expect(told.challenges.map((c) => c.name)).toEqual(['Trend Rider', 'Lean Machine']);
  });
});
