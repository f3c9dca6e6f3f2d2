import { rollWithin, seededRandom, type Random } from '@il/platform';

/** A draw in [0, 1) turned into a factor within [min, max], in hundredths so events stay readable. */
export function factorWithin(u: number, min: number, max: number): number {
  return rollWithin(u, Math.round(min * 100), Math.round(max * 100)) / 100;
}

/** Picks an index by weight with a draw in [0, 1); zero weights are never picked. */
export function pickWeighted(u: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let target = Math.min(Math.max(u, 0), 1 - Number.EPSILON) * total;
  for (let i = 0; i < weights.length; i += 1) {
    const weight = weights[i] ?? 0;
    if (target < weight) return i;
    target -= weight;
  }
  return weights.length - 1;
}

/** FNV-1a over the text: a stable 32-bit seed for generators keyed by ids and dates. */
export function seedOf(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export const seededBy = (...parts: Array<string | number>): Random => seededRandom(seedOf(...parts));

/** A copy of the list in an order drawn from the random source (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
