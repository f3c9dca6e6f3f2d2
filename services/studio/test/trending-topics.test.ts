import { TrendingTopic } from '@il/contracts';
import { utcDayOf } from '@il/platform';
import { loadTopicCatalog, shippedTopicCatalog, trendingTopicsFor } from '../src/trending/trending-topics';

const catalog = shippedTopicCatalog();
const day = (n: number, time = '12:00:00.000Z') => new Date(`2026-03-${String(n).padStart(2, '0')}T${time}`);

describe('trending topics', () => {
  it('names one topic per content type, in tab order, with a multiplier of 0.10-0.50 in steps of 0.05', () => {
    const topics = trendingTopicsFor(catalog, 1, day(2));
    expect(topics.map((t) => t.contentType)).toEqual(['photo', 'story', 'video', 'live']);
    for (const topic of topics) {
      expect(TrendingTopic.parse(topic)).toEqual(topic);
      expect(topic.bonusMultiplier).toBeGreaterThanOrEqual(0.1);
      expect(topic.bonusMultiplier).toBeLessThanOrEqual(0.5);
      expect(Math.round(topic.bonusMultiplier * 100) % 5).toBe(0);
    }
  });

  it('is the same all day (a UTC calendar day) and for every caller', () => {
    expect(trendingTopicsFor(catalog, 1, day(2, '00:00:00.000Z'))).toEqual(trendingTopicsFor(catalog, 1, day(2, '23:59:59.999Z')));
    expect(utcDayOf(new Date('2026-03-02T23:59:59.999-05:00'))).toBe('2026-03-03');
  });

  it('is worked out once per league and day, for the catalog asked, and handed out read-only', () => {
    const first = trendingTopicsFor(catalog, 11, day(4, '08:00:00.000Z'));
    expect(trendingTopicsFor(catalog, 11, day(4, '20:00:00.000Z'))).toBe(first);
    expect(Object.isFrozen(first) && first.every((topic) => Object.isFrozen(topic))).toBe(true);
    expect(trendingTopicsFor(catalog, 12, day(4))).not.toBe(first);
    expect(trendingTopicsFor(catalog, 11, day(5))).not.toBe(first);
    // A catalog of its own (another version) draws its own topics.
    const other = loadTopicCatalog({ ...catalog, version: catalog.version + 1 });
    expect(trendingTopicsFor(other, 11, day(4))).not.toBe(first);
  });

  it('rotates every day: a type never keeps its topic two days running', () => {
    for (let n = 1; n < 28; n += 1) {
      const today = trendingTopicsFor(catalog, 7, day(n));
      const tomorrow = trendingTopicsFor(catalog, 7, day(n + 1));
      today.forEach((topic, i) => expect(tomorrow[i]!.id).not.toBe(topic.id));
    }
  });

  it('differs between leagues, and without a league answers the global topics', () => {
    const leagues = Array.from({ length: 20 }, (_, i) => JSON.stringify(trendingTopicsFor(catalog, i + 1, day(2))));
    expect(new Set(leagues).size).toBeGreaterThan(5);
    expect(trendingTopicsFor(catalog, null, day(2))).toEqual(trendingTopicsFor(catalog, null, day(2)));
  });

  it('varies the multiplier over the days', () => {
    const multipliers = new Set(Array.from({ length: 28 }, (_, n) => trendingTopicsFor(catalog, 1, day(n + 1))[0]!.bonusMultiplier));
    expect(multipliers.size).toBeGreaterThan(3);
  });

  it('refuses a topic file that leaves a content type without topics', () => {
    expect(() =>
      loadTopicCatalog({ version: 1, bonusMultiplier: { min: 0.1, max: 0.5, step: 0.05 }, topics: [{ id: 1, topicName: '#Only', contentType: 'photo' }] }),
    ).toThrow('Fewer than two everyday topics for story');
  });

  const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

  it('fits the weekday: a topic named for a day trends on that UTC weekday only, in every league', () => {
    for (let league = 1; league <= 12; league += 1) {
      for (let n = 1; n <= 28; n += 1) {
        const weekday = WEEKDAY_NAMES[day(n).getUTCDay()]!;
        for (const topic of trendingTopicsFor(catalog, league, day(n))) {
          const named = WEEKDAY_NAMES.find((name) => topic.topicName.includes(name));
          if (named) expect(`${topic.topicName} on a ${weekday}`).toBe(`${topic.topicName} on a ${named}`);
        }
      }
    }
    // 2026-03-05 is a Thursday, 2026-03-03 a Tuesday.
    expect(trendingTopicsFor(catalog, 3, day(5)).map((t) => t.topicName)).toContain('#ThrowbackThursday');
    expect(trendingTopicsFor(catalog, 3, day(3)).map((t) => t.topicName)).not.toContain('#ThrowbackThursday');
    expect(trendingTopicsFor(catalog, 3, day(3)).map((t) => t.topicName)).toContain('#StorytimeTuesday');
  });

  it('reads the weekday of the UTC day, as the post that rode it records its time', () => {
    // Thursday 23:30 in New York is already Friday in UTC.
    expect(trendingTopicsFor(catalog, 3, new Date('2026-03-05T23:30:00-05:00')).map((t) => t.topicName)).toContain('#OOTDFriday');
  });

  it('refuses two topics of a type for the same weekday', () => {
    const topics = [
      { id: 1, topicName: '#A', contentType: 'photo', weekday: 4 },
      { id: 2, topicName: '#B', contentType: 'photo', weekday: 4 },
      ...['photo', 'story', 'video', 'live'].flatMap((contentType, i) => [
        { id: 10 + i * 2, topicName: `#E${i}`, contentType },
        { id: 11 + i * 2, topicName: `#F${i}`, contentType },
      ]),
    ];
    expect(() => loadTopicCatalog({ version: 1, bonusMultiplier: { min: 0.1, max: 0.5, step: 0.05 }, topics })).toThrow('Two photo topics for the same weekday');
  });
});
