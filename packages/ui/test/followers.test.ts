import { formatFollowers } from '../src/league/followers';

describe('formatFollowers', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0k'],
    [1150, '1.2k'],
    [1355, '1.4k'],
    [9_949, '9.9k'],
    [9_960, '10K'],
    [15_499, '15K'],
    [999_499, '999K'],
    [999_600, '1.0M'],
    [1_250_000, '1.3M'],
    [2_345_678, '2.3M'],
  ])('writes %i followers as %s, rounded to the digit shown', (count, text) => {
    expect(formatFollowers(count)).toBe(text);
  });

  it.each([
    [999, '999'],
    [1000, '1k'],
    [1250, '1.2k'],
    [9_999, '9.9k'],
    [12_400, '12K'],
    [999_999, '999K'],
    [1_000_000, '1M'],
    [1_290_000, '1.2M'],
  ])('cut down and without a trailing ".0", writes %i as %s', (count, text) => {
    expect(formatFollowers(count, { rounding: 'down', keepZero: false })).toBe(text);
  });

  it('keeps the sign of a loss', () => {
    expect(formatFollowers(-42)).toBe('-42');
    expect(formatFollowers(-1500)).toBe('-1.5k');
    expect(formatFollowers(-1250, { rounding: 'down', keepZero: false })).toBe('-1.2k');
  });

  it('never writes more than three digits before its unit, nor a unit it could move past', () => {
    const shape = /^(\d{1,3}|\d(\.\d)?k|\d{2,3}K|\d+(\.\d)?M)$/;
    const odd: string[] = [];
    for (let count = 0; count <= 2_000_000; count += 7) {
      for (const text of [formatFollowers(count), formatFollowers(count, { rounding: 'down', keepZero: false })]) {
        if (!shape.test(text)) odd.push(`${count}: ${text}`);
      }
    }
    expect(odd).toEqual([]);
  });
});
