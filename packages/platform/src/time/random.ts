/**
 * Randomness is an input too. Command handlers draw from a Random and store the rolled outcome in
 * the event, so replaying the log never re-rolls anything.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
}

/** mulberry32: small, fast, and good enough for game rolls; seeded for reproducible tests. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

export const systemRandom: Random = { next: () => Math.random() };

/**
 * A draw u in [0, 1) turned into a whole number in [min, max], both included. Deciders take draws,
 * not a Random, so a retried command reuses the same numbers.
 */
export function rollWithin(u: number, min: number, max: number): number {
  const unit = Math.min(Math.max(u, 0), 1 - Number.EPSILON);
  return min + Math.floor(unit * (max - min + 1));
}
