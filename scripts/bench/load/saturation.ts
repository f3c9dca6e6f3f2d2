import { Http1Pool } from './http1-pool';
import { percentileOf } from './latency';

export interface SaturationResult {
  label: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU per answered request, in microseconds; null where /proc is missing. */
  cpuMicros: number | null;
}

/**
 * Closed loop: `connections` clients each send the next request as soon as the last is answered,
 * for `durationMs`; the rate reached is what the server sustains for this request.
 */
export async function saturate(
  label: string,
  origin: string,
  next: (i: number) => { path: string; cookie?: string },
  options: { connections: number; durationMs: number; cpuSeconds: () => number | null },
): Promise<SaturationResult> {
  const pool = new Http1Pool(origin, options.connections);
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  // A short warm-up: sockets open and the server's code paths run hot before the clock starts.
  const warmEnd = performance.now() + Math.min(1_000, options.durationMs / 4);
  const end = warmEnd + options.durationMs;
  let cpuStart: number | null = null;
  let measuredStart = 0;
  const loop = async () => {
    for (;;) {
      const started = performance.now();
      if (started >= end) return;
      if (cpuStart === null && started >= warmEnd) {
        cpuStart = options.cpuSeconds();
        measuredStart = started;
      }
      const { path, cookie } = next((counter += 1));
      try {
        const response = await pool.request('GET', path, cookie ? { cookie } : {});
        if (started >= warmEnd) {
          latencies.push(performance.now() - started);
          if (response.status !== 200) errors += 1;
        }
      } catch {
        if (started >= warmEnd) errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const cpuEnd = options.cpuSeconds();
  pool.close();
  const seconds = (performance.now() - (measuredStart || warmEnd)) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentileOf(latencies, 50),
    p99: percentileOf(latencies, 99),
    errors,
    cpuMicros: cpuStart !== null && cpuEnd !== null && latencies.length > 0 ? ((cpuEnd - cpuStart) * 1e6) / latencies.length : null,
  };
}
