import type { CharacterEvent, RealityShowBackgroundValue } from '@il/events';
import { given } from '@il/platform';
import { BACKGROUND_RULES, startingStats } from '../src/character/backgrounds';
import { characterDecider, type CharacterCommand } from '../src/character/character-decider';
import { currentEnergy, energyAt } from '../src/character/energy';
import { platformsReachedAt } from '../src/character/platforms';

const NOW = '2026-03-02T10:00:00.000Z';
const hoursLater = (hours: number, from = NOW) => new Date(new Date(from).getTime() + hours * 3_600_000).toISOString();

const createCommand = (background: RealityShowBackgroundValue = 'competition', playerName = '  @Champ  '): CharacterCommand => ({
  type: 'CreateCharacter',
  characterId: 5,
  leagueId: 1,
  userId: 10,
  playerName,
  realityShowBackground: background,
  avatarUrl: null,
  now: NOW,
});

const created: CharacterEvent = {
  type: 'CharacterCreated',
  data: {
    characterId: 5,
    leagueId: 1,
    userId: 10,
    playerName: '@Champ',
    realityShowBackground: 'competition',
    avatarUrl: null,
    stats: startingStats('competition', NOW),
    unlockedPlatforms: ['instagram'],
    createdAt: NOW,
  },
};

const change = (changes: Extract<CharacterCommand, { type: 'ChangeStats' }>['changes'], now = NOW, spendEnergy = false): CharacterCommand => ({
  type: 'ChangeStats',
  cause: { kind: 'content_posted', id: 77 },
  changes,
  spendEnergy,
  now,
});

describe('create character', () => {
  it('creates a character with the starting stats of its background', () => {
    expect(given(characterDecider, []).when(createCommand())).toEqual([created]);
  });

  it('gives each of the five backgrounds distinct starting stats that match its card', () => {
    const backgrounds = Object.keys(BACKGROUND_RULES) as RealityShowBackgroundValue[];
    const fingerprints = new Set(backgrounds.map((b) => JSON.stringify(startingStats(b, NOW))));
    expect(fingerprints.size).toBe(5);
    const most = (pick: (b: RealityShowBackgroundValue) => number) => backgrounds.reduce((a, b) => (pick(b) > pick(a) ? b : a));
    expect(most((b) => BACKGROUND_RULES[b].followers)).toBe('dating_show');
    expect(most((b) => BACKGROUND_RULES[b].money)).toBe('lifestyle');
    expect(most((b) => BACKGROUND_RULES[b].reputation.drama)).toBe('drama');
    expect(most((b) => BACKGROUND_RULES[b].followerVolatility)).toBe('drama');
    expect(BACKGROUND_RULES.survival.reputation.relatability).toBeGreaterThanOrEqual(75);
    expect(BACKGROUND_RULES.competition.reputation.authenticity).toBeGreaterThan(BACKGROUND_RULES.competition.reputation.aspirational);
  });

  it('refuses a second character on the same stream', () => {
    expect(() => given(characterDecider, [created]).when(createCommand())).toThrow('You already have a character in this league');
  });

  it('checks the name length after trimming', () => {
    expect(() => given(characterDecider, []).when(createCommand('drama', ' a '))).toThrow('Name must be at least 2 characters long.');
    expect(() => given(characterDecider, []).when(createCommand('drama', 'x'.repeat(51)))).toThrow('Name cannot be longer than 50 characters.');
  });
});

describe('energy', () => {
  it('regenerates one per whole hour up to 100, from the time it was set', () => {
    const stats = { energy: 40, energyUpdatedAt: NOW };
    expect(currentEnergy(stats, hoursLater(0.99))).toBe(40);
    expect(currentEnergy(stats, hoursLater(1))).toBe(41);
    expect(currentEnergy(stats, hoursLater(59.5))).toBe(99);
    expect(currentEnergy(stats, hoursLater(500))).toBe(100);
  });

  it('keeps the hour already accrued when energy is spent', () => {
    const stats = { energy: 40, energyUpdatedAt: NOW };
    expect(energyAt(stats, hoursLater(2.5))).toEqual({ energy: 42, regenFrom: hoursLater(2) });
  });

  it('spends regenerated energy and keeps counting from the partial hour', () => {
    const tired = given(characterDecider, [created, ...given(characterDecider, [created]).when(change({ energy: -60 }))]);
    expect(tired.state.stats.energy).toBe(40);
    const at = hoursLater(2.5);
    const spent = tired.when(change({ energy: -8 }, at, true));
    expect(spent[0]).toMatchObject({
      type: 'CharacterStatsChanged',
      data: { changes: { energy: -8 }, stats: { energy: 34, energyUpdatedAt: hoursLater(2) } },
    });
  });

  it('starts a fresh hour when energy leaves the cap', () => {
    const at = hoursLater(3);
    const spent = given(characterDecider, [created]).when(change({ energy: -8 }, at, true));
    expect(spent[0]).toMatchObject({ data: { stats: { energy: 92, energyUpdatedAt: at } } });
  });

  it('refuses to spend more energy than the character has now', () => {
    const low = given(characterDecider, [created, ...given(characterDecider, [created]).when(change({ energy: -95 }))]);
    expect(() => low.when(change({ energy: -8 }, NOW, true))).toThrow('Not enough energy');
    expect(low.when(change({ energy: -8 }, hoursLater(3), true))).toHaveLength(1);
  });

  it('clamps a penalty at zero instead of refusing it', () => {
    const hit = given(characterDecider, [created]).when(change({ energy: -150 }));
    expect(hit[0]).toMatchObject({ data: { changes: { energy: -100 }, stats: { energy: 0 } } });
  });
});

describe('stat changes', () => {
  it('records the effective changes and the resulting stats, clamped to their ranges', () => {
    const events = given(characterDecider, [created]).when(
      change({ followers: -5000, money: 120.4, relevance: 80, reputation: { drama: 5, authenticity: 50 } }),
    );
    expect(events).toEqual([
      {
        type: 'CharacterStatsChanged',
        data: {
          characterId: 5,
          leagueId: 1,
          userId: 10,
          cause: { kind: 'content_posted', id: 77 },
          changes: { followers: -1200, money: 120, relevance: 45, reputation: { authenticity: 30, drama: 5 } },
          stats: {
            ...startingStats('competition', NOW),
            followers: 0,
            money: 620,
            relevance: 100,
            reputation: { authenticity: 100, drama: 40, relatability: 55, aspirational: 45 },
          },
          at: NOW,
        },
      },
    ]);
  });

  it('unlocks each platform once when followers reach its threshold', () => {
    const grown = given(characterDecider, [created]).when(change({ followers: 20_000 }));
    expect(grown.map((e) => e.type)).toEqual(['CharacterStatsChanged', 'CharacterPlatformUnlocked', 'CharacterPlatformUnlocked']);
    expect(grown.slice(1).map((e) => (e.type === 'CharacterPlatformUnlocked' ? e.data.platform : null))).toEqual(['tiktok', 'twitter']);
    const after = given(characterDecider, [created, ...grown]);
    expect(after.state.unlockedPlatforms).toEqual(['instagram', 'tiktok', 'twitter']);
    // Losing followers never closes a platform, and passing the threshold again unlocks nothing.
    const dropped = after.when(change({ followers: -20_000 }));
    const regrown = given(characterDecider, [created, ...grown, ...dropped]).when(change({ followers: 20_000 }));
    expect(regrown.map((e) => e.type)).toEqual(['CharacterStatsChanged']);
  });

  it('appends nothing when nothing changes', () => {
    expect(given(characterDecider, [created]).when(change({ followers: 0 }))).toEqual([]);
    expect(given(characterDecider, [created]).when(change({ energy: 10 }))).toEqual([]);
  });

  it('refuses changes to a character that does not exist', () => {
    expect(() => given(characterDecider, []).when(change({ followers: 1 }))).toThrow("You don't have a character");
  });

  it('skips events of other contexts on the character stream', () => {
    const foreign = { type: 'ContentPosted', data: { postId: 1 } } as unknown as CharacterEvent;
    expect(given(characterDecider, [created, foreign]).state).toEqual(given(characterDecider, [created]).state);
  });

  it('opens platforms by follower thresholds', () => {
    expect(platformsReachedAt(0)).toEqual(['instagram']);
    expect(platformsReachedAt(4_999)).toEqual(['instagram']);
    expect(platformsReachedAt(150_000)).toEqual(['instagram', 'tiktok', 'twitter', 'youtube', 'podcast']);
  });
});
