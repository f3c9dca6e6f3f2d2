import { isoDay, isoTime } from '../../src/time/iso-time';
import { seededRandom } from '../../src/time/random';
import { utcDayEnd, utcDayOf } from '../../src/time/utc-day';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('instants written as toISOString writes them', () => {
  it('writes every instant of a day, and of the days around it, as toISOString does', () => {
    const random = seededRandom(7);
    const days = [0, Date.parse('2026-03-02T00:00:00.000Z'), Date.parse('2024-02-29T00:00:00.000Z'), Date.parse('1969-12-31T00:00:00.000Z'), Date.parse('0050-06-01T00:00:00.000Z')];
    for (const day of days) {
      const instants = [day, day - 1, day + DAY_MS - 1, day + DAY_MS, day + 999, day + 59_999, day + 3_599_999];
      for (let i = 0; i < 500; i += 1) instants.push(day + Math.floor(random.next() * 3 * DAY_MS) - DAY_MS);
      for (const ms of instants) {
        expect(isoTime(ms)).toBe(new Date(ms).toISOString());
        expect(isoDay(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
      }
    }
  });

  it('leaves years of six digits and fractions of a millisecond to toISOString, and throws on an invalid instant as it does', () => {
    const far = Date.parse('+012026-01-01T00:00:00.000Z');
    expect(isoTime(far)).toBe('+012026-01-01T00:00:00.000Z');
    expect(isoTime(far + 1000)).toBe(new Date(far + 1000).toISOString());
    expect(isoTime(Date.parse('2026-03-02T10:00:00.000Z') + 1.75)).toBe('2026-03-02T10:00:00.001Z');
    expect(() => isoTime(Number.NaN)).toThrow(RangeError);
    expect(() => isoDay(Number.NaN)).toThrow(RangeError);
  });
});

describe('the UTC day of an instant', () => {
  it('is the date part of an instant given as text, as a Date or as epoch milliseconds', () => {
    const at = '2026-03-02T23:59:59.999Z';
    expect(utcDayOf(at)).toBe('2026-03-02');
    expect(utcDayOf(new Date(at))).toBe('2026-03-02');
    expect(utcDayOf(Date.parse(at) + 1)).toBe('2026-03-03');
  });

  it('reads an instant written with an offset or without milliseconds in UTC', () => {
    expect(utcDayOf('2026-03-02T23:30:00-02:00')).toBe('2026-03-03');
    expect(utcDayOf('2026-03-02T01:30:00+02:00')).toBe('2026-03-01');
    expect(utcDayOf('2026-03-02T10:00:00Z')).toBe('2026-03-02');
    expect(() => utcDayOf('not a time')).toThrow(RangeError);
  });

  it('ends at the next midnight', () => {
    expect(utcDayEnd('2026-02-28')).toBe('2026-03-01T00:00:00.000Z');
    expect(utcDayEnd('2024-02-28')).toBe('2024-02-29T00:00:00.000Z');
  });
});
