import { leagueDay, nextLeagueDayAt } from '@il/events';
import { nextUtcMidnight, utcDayOf } from '@il/platform';
import { currentEnergy, nextEnergyAt } from '../src/character/energy';

/**
 * The game state is kept until the clock next changes what it shows; these are those instants.
 * Each is checked against the function it predicts: unchanged just before, changed at it.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

describe('nextEnergyAt', () => {
  const stats = { energy: 40, energyUpdatedAt: '2026-03-02T10:20:00.000Z' };

  it('is the next whole hour of regeneration, counted from when the energy was set', () => {
    const now = at('2026-03-02T12:05:00.000Z');
    const next = nextEnergyAt(stats, now);
    expect(new Date(next).toISOString()).toBe('2026-03-02T12:20:00.000Z');
    expect(currentEnergy(stats, next - 1)).toBe(currentEnergy(stats, now));
    expect(currentEnergy(stats, next)).toBe(currentEnergy(stats, now) + 1);
  });

  it('is never at the cap', () => {
    expect(nextEnergyAt({ energy: 100, energyUpdatedAt: '2026-03-02T10:20:00.000Z' }, at('2026-03-02T12:00:00.000Z'))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('nextLeagueDayAt', () => {
  const league = { startDate: '2026-03-01T09:00:00.000Z', endDate: '2026-03-05T09:00:00.000Z' };

  it.each(['2026-02-20T00:00:00.000Z', '2026-03-01T09:00:00.000Z', '2026-03-02T23:59:00.000Z'])('is when the day counter moves, seen from %s', (iso) => {
    const next = nextLeagueDayAt(league, iso);
    expect(leagueDay(league, new Date(next - 1))).toBe(leagueDay(league, iso));
    expect(leagueDay(league, new Date(next))).toBe(leagueDay(league, iso) + 1);
  });

  it('is never once the last day has begun', () => {
    expect(nextLeagueDayAt(league, '2026-03-04T10:00:00.000Z')).toBe(Number.POSITIVE_INFINITY);
    expect(nextLeagueDayAt(league, '2026-04-01T00:00:00.000Z')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('nextUtcMidnight', () => {
  it('is the next midnight UTC, when the daily like count starts again', () => {
    const now = '2026-03-02T23:30:00.000Z';
    const next = nextUtcMidnight(now);
    expect(next - at(now)).toBe(30 * 60 * 1000);
    expect(utcDayOf(new Date(next - 1))).toBe(utcDayOf(now));
    expect(utcDayOf(new Date(next))).not.toBe(utcDayOf(now));
    expect(nextUtcMidnight('2026-03-03T00:00:00.000Z') - at('2026-03-03T00:00:00.000Z')).toBe(DAY);
  });
});
