/**
 * How many of a set of independent yes/no draws may come out yes, each with its own chance, before
 * the dice stop looking fair: the expected count plus or minus `sigmas` standard deviations of the
 * sum (a Poisson-binomial; with one chance for all, the plain binomial). Four deviations leave a
 * fair die failing about once in 16,000 checks, so a check over the real random source is not flaky.
 */
export interface CountBounds {
  expected: number;
  low: number;
  high: number;
}

export const FAIR_DICE_SIGMAS = 4;

export function countBounds(chances: readonly number[], sigmas = FAIR_DICE_SIGMAS): CountBounds {
  let expected = 0;
  let variance = 0;
  for (const p of chances) {
    expected += p;
    variance += p * (1 - p);
  }
  const spread = sigmas * Math.sqrt(variance);
  return { expected, low: Math.max(0, Math.ceil(expected - spread)), high: Math.min(chances.length, Math.floor(expected + spread)) };
}

/** The same bounds for `draws` draws at one chance (1,000 posts at 0.30: 242 to 358). */
export const binomialBounds = (draws: number, chance: number, sigmas = FAIR_DICE_SIGMAS): CountBounds =>
  countBounds(Array.from({ length: draws }, () => chance), sigmas);

export const within = (count: number, bounds: CountBounds): boolean => count >= bounds.low && count <= bounds.high;
