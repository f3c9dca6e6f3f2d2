/**
 * Latencies in a log-scale histogram: buckets 1% wide from 10 µs up, so a percentile is read to
 * within 1% whatever the count, memory stays a few kilobytes per call, and the histograms of
 * several generator processes add up. (Keeping every sample and spreading them into one array
 * overflowed the stack past ~125,000 samples.)
 */
const FLOOR_MS = 0.01;
const GROWTH = 1.01;
const LOG_GROWTH = Math.log(GROWTH);
/** Up to 10 minutes; anything slower lands in the last bucket. */
const BUCKETS = Math.ceil(Math.log(600_000 / FLOOR_MS) / LOG_GROWTH) + 1;

export class LatencyHistogram {
  readonly counts: number[];
  count = 0;
  max = 0;

  constructor(counts?: number[]) {
    this.counts = counts ? [...counts] : new Array<number>(BUCKETS).fill(0);
    for (const n of this.counts) this.count += n;
  }

  record(ms: number): void {
    const index = ms <= FLOOR_MS ? 0 : Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / FLOOR_MS) / LOG_GROWTH));
    this.counts[index]! += 1;
    this.count += 1;
    if (ms > this.max) this.max = ms;
  }

  add(other: LatencyHistogram): void {
    for (let i = 0; i < BUCKETS; i += 1) this.counts[i]! += other.counts[i]!;
    this.count += other.count;
    this.max = Math.max(this.max, other.max);
  }

  /** The upper edge of the bucket holding the p-th percentile (NaN when empty). */
  percentile(p: number): number {
    if (this.count === 0) return NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (let i = 0; i < BUCKETS; i += 1) {
      seen += this.counts[i]!;
      if (seen >= rank) return Math.min(this.max, FLOOR_MS * GROWTH ** i);
    }
    return this.max;
  }

  toJSON(): { counts: number[]; max: number } {
    return { counts: this.counts, max: this.max };
  }

  static from(json: { counts: number[]; max: number }): LatencyHistogram {
    const histogram = new LatencyHistogram(json.counts);
    histogram.max = json.max;
    return histogram;
  }
}

/** Outcomes and latencies of one call, summarised at the end. */
export class CallStats {
  readonly latency = new LatencyHistogram();
  ok = 0;
  /** Refused by a rule of the game (not enough energy, the daily like limit): the right answer. */
  refused = 0;
  errors = 0;
  /** Bytes of the answers' bodies, all together. */
  bytes = 0;
  readonly errorSamples: string[] = [];

  record(ms: number, outcome: 'ok' | 'refused' | 'error', detail?: string, bytes = 0): void {
    this.latency.record(ms);
    this.bytes += bytes;
    if (outcome === 'ok') this.ok += 1;
    else if (outcome === 'refused') this.refused += 1;
    else {
      this.errors += 1;
      if (detail && this.errorSamples.length < 5) this.errorSamples.push(detail);
    }
  }

  get count(): number {
    return this.latency.count;
  }

  percentile(p: number): number {
    return this.latency.percentile(p);
  }

  add(other: CallStats): void {
    this.latency.add(other.latency);
    this.ok += other.ok;
    this.refused += other.refused;
    this.errors += other.errors;
    this.bytes += other.bytes;
    for (const sample of other.errorSamples) if (this.errorSamples.length < 5) this.errorSamples.push(sample);
  }

  toJSON(): SerializedCallStats {
    return { latency: this.latency.toJSON(), ok: this.ok, refused: this.refused, errors: this.errors, bytes: this.bytes, errorSamples: this.errorSamples };
  }

  static from(json: SerializedCallStats): CallStats {
    const stats = new CallStats();
    stats.latency.add(LatencyHistogram.from(json.latency));
    stats.ok = json.ok;
    stats.refused = json.refused;
    stats.errors = json.errors;
    stats.bytes = json.bytes;
    stats.errorSamples.push(...json.errorSamples);
    return stats;
  }
}

export interface SerializedCallStats {
  latency: { counts: number[]; max: number };
  ok: number;
  refused: number;
  errors: number;
  bytes: number;
  errorSamples: string[];
}

/** A percentile of sorted samples (the flat-out phase keeps its few hundred thousand whole). */
export function percentileOf(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const fmt = {
  ms: (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1)),
  int: (value: number) => Math.round(value).toLocaleString('en-US'),
  rate: (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 }),
};
