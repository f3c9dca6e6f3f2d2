/** Latencies of one call, kept whole (a run holds a few hundred thousand), summarised at the end. */
export class CallStats {
  private readonly samples: number[] = [];
  ok = 0;
  /** Refused by a rule of the game (not enough energy, the daily like limit): the right answer. */
  refused = 0;
  errors = 0;
  readonly errorSamples: string[] = [];

  record(ms: number, outcome: 'ok' | 'refused' | 'error', detail?: string): void {
    this.samples.push(ms);
    if (outcome === 'ok') this.ok += 1;
    else if (outcome === 'refused') this.refused += 1;
    else {
      this.errors += 1;
      if (detail && this.errorSamples.length < 5) this.errorSamples.push(detail);
    }
  }

  get count(): number {
    return this.samples.length;
  }

  percentile(p: number): number {
    return percentileOf(this.sorted(), p);
  }

  all(): number[] {
    return this.samples;
  }

  private sorted(): number[] {
    return [...this.samples].sort((a, b) => a - b);
  }
}

export function percentileOf(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const fmt = {
  ms: (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1)),
  int: (value: number) => Math.round(value).toLocaleString('en-US'),
  rate: (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 }),
};
