import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CommandObserver } from '@il/platform';

/** Reads the lag of each projection at scrape time (embedded: runners; distributed: checkpoints). */
export type ProjectionLagSource = () => Promise<Record<string, number>>;

/**
 * The gateway's Prometheus metrics. One registry per app, so tests and several apps in one process
 * never share counters.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'il_http_requests_total',
    help: 'HTTP requests by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'il_http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly conflicts = new Counter({
    name: 'il_command_conflicts_total',
    help: 'Appends that met a concurrent writer, by aggregate kind and outcome (retried or gave up)',
    labelNames: ['stream', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly appendLatency = new Histogram({
    name: 'il_event_append_duration_seconds',
    help: 'Event store append latency',
    labelNames: ['result'] as const,
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
    registers: [this.registry],
  });
  private readonly lag: Gauge<'projection'>;
  private readonly sse: Gauge;
  private lagSource: ProjectionLagSource = async () => ({});
  private sseSource: () => number = () => 0;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'il_' });
    // prom-client calls collect() with the gauge as `this`, so the sources are read through closures.
    const lagOf = () => this.lagSource();
    const sseCount = () => this.sseSource();
    this.lag = new Gauge({
      name: 'il_projection_lag_events',
      help: 'Events in the log that a projection has not applied yet',
      labelNames: ['projection'] as const,
      registers: [this.registry],
      async collect() {
        for (const [projection, lag] of Object.entries(await lagOf())) this.set({ projection }, lag);
      },
    });
    this.sse = new Gauge({
      name: 'il_sse_connections',
      help: 'Open league event streams',
      registers: [this.registry],
      collect() {
        this.set(sseCount());
      },
    });
  }

  readonly commandObserver: CommandObserver = {
    conflict: (stream, willRetry) => this.conflicts.inc({ stream, outcome: willRetry ? 'retried' : 'gave_up' }),
  };

  observeAppend = (seconds: number, ok: boolean): void => {
    this.appendLatency.observe({ result: ok ? 'ok' : 'error' }, seconds);
  };

  trackProjectionLag(source: ProjectionLagSource): void {
    this.lagSource = source;
  }

  trackSseConnections(source: () => number): void {
    this.sseSource = source;
  }
}
