import type { Metric, Registry } from 'prom-client';

/** Upper bounds of the latency buckets, in seconds. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5] as const;

/** One method and route: answers by status, and their latencies in the buckets. */
export class RouteSeries {
  readonly byStatus = new Map<number, number>();
  /** Answers at or under each bound (not cumulative; the last slot is above every bound). */
  readonly buckets = new Array<number>(LATENCY_BUCKETS.length + 1).fill(0);
  sum = 0;
  count = 0;

  constructor(
    readonly method: string,
    readonly route: string,
  ) {}

  record(status: number, seconds: number): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    let slot = 0;
    while (slot < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[slot]!) slot += 1;
    this.buckets[slot] = this.buckets[slot]! + 1;
    this.sum += seconds;
    this.count += 1;
  }
}

type Value = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * `il_http_requests_total` and `il_http_request_duration_seconds`, counted in plain numbers per
 * method and route and written out only when scraped. prom-client's own counter and histogram
 * work out a hash of the labels (and a closure) on every observation, about 2% of a busy
 * server's CPU for two numbers per request.
 */
export class RouteMetrics {
  private readonly series = new Map<string, RouteSeries>();

  constructor(registry: Registry) {
    const all = () => [...this.series.values()];
    const reset = () => this.series.clear();
    registry.registerMetric(
      scrapeOnly('il_http_requests_total', 'HTTP requests by method, route and status code', 'counter', reset, () =>
        all().flatMap((s) => [...s.byStatus].map(([status, value]) => ({ labels: { method: s.method, route: s.route, status: String(status) }, value }))),
      ),
    );
    registry.registerMetric(
      scrapeOnly('il_http_request_duration_seconds', 'HTTP request latency by method and route', 'histogram', reset, () =>
        all().flatMap((s) => {
          const labels = { method: s.method, route: s.route };
          let below = 0;
          const values: Value[] = LATENCY_BUCKETS.map((le, i) => ({ labels: { le, ...labels }, value: (below += s.buckets[i]!), metricName: 'il_http_request_duration_seconds_bucket' }));
          values.push({ labels: { le: '+Inf', ...labels }, value: s.count, metricName: 'il_http_request_duration_seconds_bucket' });
          values.push({ labels, value: s.sum, metricName: 'il_http_request_duration_seconds_sum' });
          values.push({ labels, value: s.count, metricName: 'il_http_request_duration_seconds_count' });
          return values;
        }),
      ),
    );
  }

  /** The series of a method and route, made on its first request. */
  of(method: string, route: string): RouteSeries {
    const key = `${method} ${route}`;
    let found = this.series.get(key);
    if (!found) this.series.set(key, (found = new RouteSeries(method, route)));
    return found;
  }
}

/** A metric prom-client's registry writes out from `values()` at scrape time. */
function scrapeOnly(name: string, help: string, type: 'counter' | 'histogram', reset: () => void, values: () => Value[]): Metric {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    reset,
  };
  return metric as unknown as Metric;
}
