import { CallStats, LatencyHistogram } from '../bench/load/latency';

describe('load bench latencies', () => {
  it('reads percentiles of far more samples than fit in one call’s arguments, within 1%', () => {
    const histogram = new LatencyHistogram();
    const samples = 1_000_000;
    for (let i = 1; i <= samples; i += 1) histogram.record(i / 1000);
    expect(histogram.count).toBe(samples);
    for (const p of [50, 99, 99.9]) {
      const exact = (p / 100) * samples / 1000;
      expect(Math.abs(histogram.percentile(p) - exact) / exact).toBeLessThanOrEqual(0.01);
    }
    expect(histogram.percentile(100)).toBe(1000);
  });

  it('adds the results of several generator processes, as they travel between them', () => {
    const a = new CallStats();
    const b = new CallStats();
    for (let i = 0; i < 1000; i += 1) a.record(1, 'ok');
    for (let i = 0; i < 1000; i += 1) b.record(100, i < 10 ? 'error' : 'ok', 'refused');
    const merged = CallStats.from(JSON.parse(JSON.stringify(a)));
    merged.add(CallStats.from(JSON.parse(JSON.stringify(b))));
    expect(merged.count).toBe(2000);
    expect(merged.errors).toBe(10);
    expect(merged.percentile(50)).toBeLessThanOrEqual(1.01);
    expect(merged.percentile(99)).toBeGreaterThanOrEqual(99);
    expect(merged.errorSamples).toHaveLength(5);
  });

  it('has nothing to say about no samples', () => {
    expect(new LatencyHistogram().percentile(99)).toBeNaN();
  });
});
