import '@il/ui/testing';
import { DEFAULT_CAPTION_OPTIONS } from '@il/contracts';
import { canAfford, captionEnergyCost, cardFollowerRange, estimatedFollowerGain, formatRange, totalEnergyCost } from '../src/studio/estimates';
import { formatFollowers, gameStatePollInterval } from '@il/ui/league';
import { bonusPercent, hashtag } from '../src/studio/format';
import { mockEngagement } from '../src/studio/mock-engagement';
import { postBlockReason } from '../src/studio/post-guard';
import { BROWSING, postingFlow } from '../src/studio/posting-flow';
import { postingTimesAt } from '../src/studio/posting-times';
import { PRO_TIPS, proTipsFor, type TipContext } from '../src/studio/pro-tips';
import { strategyTipsFor } from '../src/studio/strategy-tips';
import { card, postResponse } from './support/fixtures';

const [safe, humble, aspirational, thirst] = DEFAULT_CAPTION_OPTIONS;
const option = (o: (typeof DEFAULT_CAPTION_OPTIONS)[number] | undefined) => ({ kind: 'option' as const, option: o! });

describe('§9 estimate formulas', () => {
  const video = card({ energyCost: 15, followersMin: 100, followersMax: 280 });

  it('scales the card range by 1 + relevance/100 × 0.5, rounded', () => {
    expect(cardFollowerRange(video, 0)).toEqual({ min: 100, max: 280 });
    expect(cardFollowerRange(video, 60)).toEqual({ min: 130, max: 364 });
    expect(cardFollowerRange(video, 100)).toEqual({ min: 150, max: 420 });
    // 85 × 1.5 = 127.5 rounds up.
    expect(cardFollowerRange(card({ followersMin: 85, followersMax: 85 }), 100)).toEqual({ min: 128, max: 128 });
  });

  it('adds a ready-made caption’s follower bonus to both ends', () => {
    expect(estimatedFollowerGain(video, 60, option(safe))).toEqual({ min: 130, max: 364 });
    expect(estimatedFollowerGain(video, 60, option(humble))).toEqual({ min: 135, max: 369 });
    expect(estimatedFollowerGain(video, 60, option(thirst))).toEqual({ min: 155, max: 389 });
  });

  it('shows followersMin to followersMax + 30 for a custom caption', () => {
    expect(estimatedFollowerGain(video, 0, { kind: 'custom', text: 'hi' })).toEqual({ min: 100, max: 310 });
    expect(estimatedFollowerGain(video, 60, { kind: 'custom', text: 'hi' })).toEqual({ min: 130, max: 394 });
  });

  it('counts the trending multiplier of the card’s own type in the gain, before the caption bonus', () => {
    const trend = { contentType: 'video' as const, bonusMultiplier: 0.25 };
    // 130 × 1.25 = 162.5 and 364 × 1.25 = 455 (halves round up), then humble's +5.
    expect(estimatedFollowerGain(video, 60, option(humble), trend)).toEqual({ min: 168, max: 460 });
    expect(estimatedFollowerGain(video, 60, { kind: 'custom', text: 'hi' }, trend)).toEqual({ min: 163, max: 493 });
    // Another type's topic adds nothing.
    expect(estimatedFollowerGain(video, 60, option(humble), { contentType: 'photo', bonusMultiplier: 0.5 })).toEqual({ min: 135, max: 369 });
  });

  it('costs card + caption energy; a custom caption card + max(5, floor(card / 2))', () => {
    expect(totalEnergyCost(video, option(safe))).toBe(15);
    expect(totalEnergyCost(video, option(aspirational))).toBe(17);
    expect(totalEnergyCost(video, option(thirst))).toBe(18);
    expect(totalEnergyCost(video, { kind: 'custom' })).toBe(22);
    expect(captionEnergyCost(card({ energyCost: 6 }), { kind: 'custom' })).toBe(5);
    expect(totalEnergyCost(card({ energyCost: 6 }), { kind: 'custom' })).toBe(11);
    expect(totalEnergyCost(card({ energyCost: 31 }), { kind: 'custom' })).toBe(46);
  });

  it('makes a caption selectable only when energy ≥ card cost + caption cost', () => {
    expect(canAfford(17, video, option(aspirational))).toBe(true);
    expect(canAfford(16, video, option(aspirational))).toBe(false);
    expect(canAfford(22, video, { kind: 'custom' })).toBe(true);
    expect(canAfford(21, video, { kind: 'custom' })).toBe(false);
  });

  it('writes ranges, percentages and follower counts the §9 way', () => {
    expect(formatRange({ min: 130, max: 394 })).toBe('+130-394');
    expect(formatRange({ min: 1200, max: 1200 })).toBe('+1,200');
    expect(bonusPercent(0.25)).toBe('+25%');
    expect(bonusPercent(0.35)).toBe('+35%');
    expect(formatFollowers(999)).toBe('999');
    expect(formatFollowers(1000)).toBe('1.0k');
    expect(formatFollowers(1355)).toBe('1.4k');
    expect(formatFollowers(9_949)).toBe('9.9k');
    expect(formatFollowers(9_960)).toBe('10K');
    expect(formatFollowers(15_499)).toBe('15K');
    expect(formatFollowers(999_499)).toBe('999K');
    expect(formatFollowers(999_600)).toBe('1.0M');
    expect(formatFollowers(2_345_678)).toBe('2.3M');
    expect(hashtag('#OOTDFriday')).toBe('#OOTDFriday');
    expect(hashtag('GlowUp')).toBe('#GlowUp');
  });
});

describe('posting guard', () => {
  it('blocks a post while another is pending or when energy is below the whole cost', () => {
    expect(postBlockReason({ energy: 50, totalCost: 22, pending: true })).toBe('pending');
    expect(postBlockReason({ energy: 21, totalCost: 22, pending: false })).toBe('energy');
    expect(postBlockReason({ energy: 22, totalCost: 22, pending: false })).toBeNull();
  });
});

describe('posting flow', () => {
  it('goes browsing → caption → preview → success → browsing, and back to captions keeps the caption', () => {
    const chosen = card();
    const caption = { kind: 'custom' as const, text: 'Mine' };
    let state = postingFlow(BROWSING, { type: 'chooseCard', card: chosen });
    expect(state).toEqual({ step: 'caption', card: chosen, caption: null });
    state = postingFlow(state, { type: 'chooseCaption', caption });
    expect(state.step).toBe('preview');
    expect(postingFlow(state, { type: 'backToCaptions' })).toEqual({ step: 'caption', card: chosen, caption });
    state = postingFlow(state, { type: 'posted', result: postResponse() });
    expect(state.step).toBe('success');
    expect(postingFlow(state, { type: 'reset' })).toEqual(BROWSING);
    // Out-of-order actions change nothing.
    expect(postingFlow(BROWSING, { type: 'posted', result: postResponse() })).toBe(BROWSING);
  });
});

describe('sidebar rules', () => {
  it('lights the posting window the local hour is in (8-10, 12-14, 18-20)', () => {
    const active = (hour: number) => postingTimesAt(hour).filter((time) => time.active).map((time) => time.label);
    expect(postingTimesAt(9).map((time) => time.label)).toEqual(['9:00 AM', '1:00 PM', '7:00 PM']);
    expect(active(7)).toEqual([]);
    expect(active(8)).toEqual(['9:00 AM']);
    expect(active(9)).toEqual(['9:00 AM']);
    expect(active(10)).toEqual([]);
    expect(active(13)).toEqual(['1:00 PM']);
    expect(active(18)).toEqual(['7:00 PM']);
    expect(active(20)).toEqual([]);
  });

  it('shows each pro tip under its §9 condition and never once dismissed', () => {
    const base: TipContext = { day: 10, followers: 20_000, energy: 50, trendingTopics: 0, activeBrandDeals: 0 };
    const ids = (context: Partial<TipContext>, dismissed: string[] = []) => proTipsFor({ ...base, ...context }, new Set(dismissed)).map((tip) => tip.id);
    expect(ids({})).toEqual([]);
    expect(ids({ day: 2 })).toEqual(['welcome', 'reputation']);
    expect(ids({ day: 1 })).toEqual(['welcome']);
    expect(ids({ day: 5 })).toEqual(['reputation']);
    expect(ids({ day: 6 })).toEqual([]);
    expect(ids({ followers: 9_999 })).toEqual(['energy']);
    expect(ids({ energy: 2 })).toEqual(['low-energy']);
    expect(ids({ energy: 3 })).toEqual([]);
    expect(ids({ trendingTopics: 1 })).toEqual(['trending']);
    expect(ids({ activeBrandDeals: 2 })).toEqual(['brand-deal']);
    expect(ids({ followers: 50_000 })).toEqual(['strategy']);
    expect(ids({ followers: 499_999 })).toEqual(['strategy']);
    expect(ids({ followers: 500_000 })).toEqual(['relevance']);
    expect(ids({ day: 1, followers: 100 }, ['welcome'])).toEqual(['energy']);
    expect(PRO_TIPS).toHaveLength(8);
  });

  it('gives strategy tips at the §9 thresholds and warns about live content', () => {
    const ids = (context: Partial<Parameters<typeof strategyTipsFor>[0]>) =>
      strategyTipsFor({ energy: 50, relevance: 60, followers: 5000, contentType: 'photo', ...context }).map((tip) => tip.id);
    expect(ids({})).toEqual([]);
    expect(ids({ energy: 29 })).toEqual(['low-energy']);
    expect(ids({ energy: 30 })).toEqual([]);
    expect(ids({ relevance: 49 })).toEqual(['low-relevance']);
    expect(ids({ followers: 999 })).toEqual(['foundation']);
    expect(ids({ followers: 1000 })).toEqual([]);
    expect(ids({ followers: 100_001 })).toEqual(['established']);
    expect(ids({ followers: 100_000 })).toEqual([]);
    expect(ids({ contentType: 'live' })).toEqual(['live-warning']);
  });

  it('polls the game state every 30 s below full energy and every 300 s at 100', () => {
    expect(gameStatePollInterval({ energy: 99 })).toBe(30_000);
    expect(gameStatePollInterval({ energy: 100 })).toBe(300_000);
    expect(gameStatePollInterval(undefined)).toBe(300_000);
  });

  it('draws mock likes 100-1099 and comments 5-54', () => {
    expect(mockEngagement(() => 0)).toEqual({ likes: 100, comments: 5 });
    expect(mockEngagement(() => 0.999999)).toEqual({ likes: 1099, comments: 54 });
  });
});
