import { customCaptionEnergyCost, customCaptionPerformance, DEFAULT_CAPTION_OPTIONS, followerRangeFor } from '@il/contracts';
import type { ContentPosted } from '@il/events';
import { given, rollWithin } from '@il/platform';
import { postingDecider, type PostingEvent } from '../src/posting/posting-decider';
import { card, created, hoursLater, NOW, postCommand, statsSetTo } from './fixtures';
import { RELEVANCE_GAIN_BY_RISK } from '../src/rules';

const posted = (events: PostingEvent[]): ContentPosted['data'] => (events[0] as ContentPosted).data;
const statsOf = (events: PostingEvent[]) => {
  const change = events.find((e) => e.type === 'CharacterStatsChanged');
  if (!change || change.type !== 'CharacterStatsChanged') throw new Error('no stat change');
  return change.data;
};

describe('posting content', () => {
  it('links the post to a drawn avatar instead of copying the image into the log', () => {
    const drawn = { ...created, data: { ...created.data, avatarUrl: `data:image/png;base64,${'A'.repeat(12_000)}` } } as typeof created;
    expect(posted(given(postingDecider, [drawn]).when(postCommand())).avatarUrl).toBe('/_api/avatar?characterId=5');
    const linked = { ...created, data: { ...created.data, avatarUrl: 'https://img.example/a.png' } } as typeof created;
    expect(posted(given(postingDecider, [linked]).when(postCommand())).avatarUrl).toBe('https://img.example/a.png');
  });

  it('appends the post with its rolled outcome and the stat change it causes', () => {
    // Relevance 55 scales 100-200 by 1.275 to 128-255; the lowest roll gives 128.
    const events = given(postingDecider, [created]).when(postCommand());
    expect(events).toEqual([
      {
        type: 'ContentPosted',
        data: {
          postId: 77,
          characterId: 5,
          leagueId: 1,
          userId: 10,
          playerName: '@Champ',
          avatarUrl: null,
          card: {
            contentCardId: 101,
            catalogVersion: 1,
            title: 'Golden Hour Selfie',
            description: 'A sun-kissed close-up.',
            contentType: 'photo',
            theme: 'lifestyle',
            riskLevel: 'safe',
            energyCost: 10,
            followersMin: 100,
            followersMax: 200,
          },
          caption: { ...DEFAULT_CAPTION_OPTIONS[0] },
          trendingTopic: null,
          outcome: {
            followersRange: { min: 128, max: 255 },
            followersRolled: 128,
            followersGained: 128,
            energySpent: 10,
            relevanceChange: 2,
            reputationChanges: { authenticity: 2, relatability: 2 },
            authenticityBonus: 0,
          },
          dayPosted: 3,
          postedAt: NOW,
        },
      },
      {
        type: 'CharacterStatsChanged',
        data: {
          characterId: 5,
          leagueId: 1,
          userId: 10,
          cause: { kind: 'content_posted', id: 77 },
          changes: { followers: 128, energy: -10, relevance: 2, reputation: { authenticity: 2, relatability: 2 } },
          stats: {
            followers: 1328,
            energy: 90,
            energyUpdatedAt: NOW,
            money: 500,
            relevance: 57,
            reputation: { authenticity: 72, drama: 35, relatability: 57, aspirational: 45 },
          },
          at: NOW,
        },
      },
    ]);
  });

  it('replays to the same character state as the decided stats', () => {
    const history = given(postingDecider, [created]);
    const events = history.when(postCommand());
    const replayed = events.reduce(postingDecider.evolve, history.state);
    expect(replayed.stats).toEqual(statsOf(events).stats);
  });

  describe('energy cost', () => {
    it.each([
      [10, 15],
      [4, 9],
      [30, 45],
      [31, 46],
    ])('a custom caption on a card costing %i costs %i in all: card + max(5, floor(card / 2))', (cost, total) => {
      expect(customCaptionEnergyCost(cost)).toBe(total);
      const events = given(postingDecider, [created]).when(
        postCommand({ card: card({ energyCost: cost }), captionSelection: { type: 'custom', text: 'Mine' } }),
      );
      expect(posted(events).outcome.energySpent).toBe(total);
      expect(posted(events).caption.energyCost).toBe(total - cost);
      expect(statsOf(events).changes.energy).toBe(-total);
    });

    it("adds a ready-made caption's cost to the card's", () => {
      // The default aspirational caption costs 2, thirst 3.
      const aspirational = given(postingDecider, [created]).when(postCommand({ captionSelection: { type: 'aspirational' } }));
      expect(posted(aspirational).outcome.energySpent).toBe(12);
      const thirst = given(postingDecider, [created]).when(postCommand({ captionSelection: { type: 'thirst' } }));
      expect(statsOf(thirst).stats.energy).toBe(87);
    });

    it('refuses a post the current energy cannot pay for, and nothing is appended', () => {
      const tired = given(postingDecider, [created, statsSetTo({ energy: 12 })]);
      expect(() => tired.when(postCommand({ captionSelection: { type: 'custom', text: 'Mine' } }))).toThrow(
        expect.objectContaining({ status: 400, message: 'Not enough energy: this post costs 15 energy and you have 12.' }),
      );
      // The card alone (10) is affordable.
      expect(tired.when(postCommand())).toHaveLength(2);
    });

    it('counts the energy regenerated since it was last set (1 per hour)', () => {
      const rested = given(postingDecider, [created, statsSetTo({ energy: 12 })]);
      const later = hoursLater(3);
      const events = rested.when(postCommand({ captionSelection: { type: 'custom', text: 'Mine' }, now: later }));
      expect(statsOf(events).stats).toMatchObject({ energy: 0, energyUpdatedAt: later });
    });
  });

  describe('followers', () => {
    it.each([
      [0, { min: 100, max: 200 }],
      [55, { min: 128, max: 255 }],
      [100, { min: 150, max: 300 }],
    ])('rolls within the card range scaled by 1 + relevance/100 x 0.5 (relevance %i)', (relevance, range) => {
      const history = given(postingDecider, [created, statsSetTo({ relevance })]);
      const lowest = posted(history.when(postCommand({ rolls: { followers: 0, authenticityBonus: 0 } })));
      const highest = posted(history.when(postCommand({ rolls: { followers: 0.999999, authenticityBonus: 0 } })));
      expect(lowest.outcome.followersRange).toEqual(range);
      expect(followerRangeFor(card(), relevance, 'safe')).toEqual(range);
      expect([lowest.outcome.followersGained, highest.outcome.followersGained]).toEqual([range.min, range.max]);
    });

    it('keeps every roll inside the range', () => {
      for (let u = 0; u < 1; u += 0.01) {
        const value = rollWithin(u, 128, 255);
        expect(value).toBeGreaterThanOrEqual(128);
        expect(value).toBeLessThanOrEqual(255);
      }
      expect(rollWithin(1, 1, 3)).toBe(3);
    });

    it("multiplies by the matching trending topic's bonus, then adds the caption bonus", () => {
      // 128 x 1.3 = 166.4 -> 166, plus thirst's 25.
      const events = given(postingDecider, [created]).when(postCommand({ trendingTopicId: 501, captionSelection: { type: 'thirst' } }));
      expect(posted(events).trendingTopic).toEqual({ id: 501, topicName: '#GoldenHourChallenge', bonusMultiplier: 0.3 });
      expect(posted(events).outcome).toMatchObject({ followersRolled: 128, followersGained: 191 });
      expect(statsOf(events).changes.followers).toBe(191);
    });

    it('refuses a topic of another content type, or one not trending today', () => {
      const history = given(postingDecider, [created]);
      expect(() => history.when(postCommand({ trendingTopicId: 521 }))).toThrow(
        expect.objectContaining({ status: 400, message: 'This trending topic is for another content type' }),
      );
      expect(() => history.when(postCommand({ trendingTopicId: 599 }))).toThrow(
        expect.objectContaining({ status: 400, message: 'This topic is not trending today' }),
      );
    });

    it('unlocks a platform when the followers reach its threshold', () => {
      const events = given(postingDecider, [created, statsSetTo({ followers: 4900 })]).when(postCommand());
      expect(events.map((e) => e.type)).toEqual(['ContentPosted', 'CharacterStatsChanged', 'CharacterPlatformUnlocked']);
      expect(events[2]).toMatchObject({ data: { platform: 'tiktok', followers: 5028 } });
    });
  });

  describe('custom captions', () => {
    it('reach 30 past the scaled maximum and add a rolled +2..5 authenticity', () => {
      const history = given(postingDecider, [created]);
      const best = history.when(
        postCommand({ captionSelection: { type: 'custom', text: '  Real talk: I missed you all  ' }, rolls: { followers: 0.999999, authenticityBonus: 0.999999 } }),
      );
      expect(posted(best).caption).toEqual({ type: 'custom', text: 'Real talk: I missed you all', energyCost: 5, followersBonus: 0, reputationEffects: {} });
      expect(posted(best).outcome).toMatchObject({ followersRange: { min: 128, max: 285 }, followersGained: 285, authenticityBonus: 5 });
      expect(statsOf(best).changes.reputation).toEqual({ authenticity: 6, relatability: 1 });
      expect(customCaptionPerformance(285, 200)).toBe('good');

      const worst = history.when(postCommand({ captionSelection: { type: 'custom', text: 'x' }, rolls: { followers: 0, authenticityBonus: 0 } }));
      expect(posted(worst).outcome).toMatchObject({ followersGained: 128, authenticityBonus: 2 });
      expect(customCaptionPerformance(128, 200)).toBe('poor');
    });

    it('must keep a character after trimming', () => {
      expect(() => given(postingDecider, [created]).when(postCommand({ captionSelection: { type: 'custom', text: '   ' } }))).toThrow(
        expect.objectContaining({ status: 400, message: 'Caption cannot be empty' }),
      );
    });
  });

  describe('caption options of the card', () => {
    const safe = { type: 'safe' as const, text: 'Own safe words', energyCost: 1, followersBonus: 3, reputationEffects: { relatability: 2 } };
    const thirst = { type: 'thirst' as const, text: 'Own thirst words', energyCost: 4, followersBonus: 40, reputationEffects: { drama: 3 } };

    it('uses the options of a card that lists them', () => {
      const listed = card({ captionOptions: [safe, thirst] });
      const events = given(postingDecider, [created]).when(postCommand({ card: listed, captionSelection: { type: 'thirst' } }));
      expect(posted(events).caption).toEqual(thirst);
      expect(posted(events).outcome).toMatchObject({ energySpent: 14, followersGained: 168, reputationChanges: { authenticity: 1, relatability: 1, drama: 3 } });
      expect(() => given(postingDecider, [created]).when(postCommand({ card: listed, captionSelection: { type: 'humble' } }))).toThrow(
        expect.objectContaining({ status: 400, message: 'This caption is not offered for this content' }),
      );
    });

    it('uses the options of a card that keys them by type', () => {
      const keyed = card({ captionOptions: { safe, thirst } });
      const events = given(postingDecider, [created]).when(postCommand({ card: keyed, captionSelection: { type: 'safe' } }));
      expect(posted(events).caption).toEqual(safe);
      expect(posted(events).outcome).toMatchObject({ energySpent: 11, followersGained: 131 });
    });
  });

  describe('reputation and relevance', () => {
    it('adds the card changes to the caption effects', () => {
      const bold = card({ authenticityChange: -1, dramaChange: 4, relatabilityChange: 0, aspirationalChange: 2, riskLevel: 'risky' });
      const events = given(postingDecider, [created]).when(postCommand({ card: bold, captionSelection: { type: 'humble' } }));
      // humble: authenticity +2, relatability +2, aspirational -1
      expect(posted(events).outcome.reputationChanges).toEqual({ authenticity: 1, drama: 4, relatability: 2, aspirational: 1 });
    });

    it('raises relevance by risk (safe 2, medium 3, risky 5), +1 on a trending topic, capped at 100', () => {
      expect(RELEVANCE_GAIN_BY_RISK).toEqual({ safe: 2, medium: 3, risky: 5 });
      const history = given(postingDecider, [created]);
      expect(statsOf(history.when(postCommand({ card: card({ riskLevel: 'medium' }) }))).stats.relevance).toBe(58);
      expect(statsOf(history.when(postCommand({ card: card({ riskLevel: 'risky' }), trendingTopicId: 501 }))).stats.relevance).toBe(61);
      const famous = given(postingDecider, [created, statsSetTo({ relevance: 99 })]);
      const capped = famous.when(postCommand({ card: card({ riskLevel: 'risky' }) }));
      expect(posted(capped).outcome.relevanceChange).toBe(5);
      expect(statsOf(capped)).toMatchObject({ changes: { relevance: 1 }, stats: { relevance: 100 } });
    });
  });

  describe('refusals', () => {
    it.each(['pending', 'completed', 'cancelled'] as const)('refuses while the league is %s', (leagueStatus) => {
      expect(() => given(postingDecider, [created]).when(postCommand({ leagueStatus }))).toThrow(
        expect.objectContaining({ status: 409, message: 'This league is not active' }),
      );
    });

    it('refuses an inactive card', () => {
      expect(() => given(postingDecider, [created]).when(postCommand({ card: card({ isActive: false }) }))).toThrow(
        expect.objectContaining({ status: 400, message: 'This content is not available right now' }),
      );
    });

    it('refuses without a character, or for another league', () => {
      expect(() => given(postingDecider, []).when(postCommand())).toThrow(expect.objectContaining({ status: 404 }));
      expect(() => given(postingDecider, [created]).when(postCommand({ leagueId: 2 }))).toThrow(
        expect.objectContaining({ status: 404, message: expect.stringContaining("You don't have a character") }),
      );
    });
  });

  it('posts twice only with energy for both: the second decides on the state after the first', () => {
    const history = given(postingDecider, [created, statsSetTo({ energy: 15 })]);
    const first = history.when(postCommand());
    const after = first.reduce(postingDecider.evolve, history.state);
    expect(() => postingDecider.decide(postCommand({ postId: 78 }), after)).toThrow(
      expect.objectContaining({ message: 'Not enough energy: this post costs 10 energy and you have 5.' }),
    );
  });
});
