import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheStats, CommandObserver, FaultRecord } from '@il/platform';
import { RouteMetrics } from './route-metrics';

/** Reads the lag of each projection at scrape time (embedded: runners; distributed: checkpoints). */
export type ProjectionLagSource = () => Promise<Record<string, number>>;

/** The log and the read models as every process of a server sees them alike (read at scrape time). */
export interface ProjectionSources {
  head(): Promise<number>;
  checkpoints(): Promise<Record<string, number>>;
  faults(): Promise<FaultRecord[]>;
}

/** The in-process caches by name (views, sessions), read at scrape time. */
export type CacheSource = () => Record<string, CacheStats>;

/**
 * Default metrics whose collection walks every handle or descriptor of the process: libuv's handle
 * list (`_getActiveHandles`, `getActiveResourcesInfo`) and a `readdir` of its descriptors. With
 * thousands of connections open a scrape walking them stalls the loop for tens of ms, which every
 * request in flight waits out. `il_http_connections` counts what they mostly counted.
 */
export const WALKING_DEFAULT_METRICS = [
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
  'process_open_fds',
] as const;

/**
 * How often the event-loop delay is sampled (`il_nodejs_eventloop_lag_*`), in ms. The sampler is a
 * timer: at prom-client's 10 ms it wakes every idle server process a hundred times a second, and a
 * busy one in its idle gaps. Twenty samples a second still catch every stall of 50 ms or more, and
 * most shorter ones over a scrape interval.
 */
export const EVENT_LOOP_SAMPLE_MS = 50;

/** How many connections a server holds open (`net.Server.getConnections`). */
export type ConnectionCount = (callback: (error: Error | null, count: number) => void) => void;

/**
 * The gateway's Prometheus metrics. One registry per app, so tests and several apps in one process
 * never share counters.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  /** Requests and their latency per method and route (`il_http_requests_total`, `il_http_request_duration_seconds`). */
  readonly routes = new RouteMetrics(this.registry);
  readonly conflicts = new Counter({
    name: 'il_command_conflicts_total',
    help: 'Appends that met a concurrent writer, by aggregate kind and outcome (retried or gave up)',
    labelNames: ['stream', 'outcome'] as const,
    registers: [this.registry],
  });
  /** What the players' shells report of each slice release: loads, refusals, load failures, render crashes. */
  readonly sliceReports = new Counter({
    name: 'il_slice_reports_total',
    help: 'Slice loads and failures reported by the shell, by slice, release ("build" for a build folder) and kind (loaded, load-failed, refused, render-error)',
    labelNames: ['slice', 'release', 'kind'] as const,
    registers: [this.registry],
  });
  readonly idleConnectionsClosed = new Counter({
    name: 'il_idle_connection_closes_total',
    help: 'Checks (every 250 ms) that found this process within a tenth of its open-files limit and closed its idle keep-alive connections, if it had any',
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
  private cacheSource: CacheSource = () => ({});
  private connectionSource: ConnectionCount | null = null;
  /** With several server processes, what a scrape answers: every process's metrics merged (cluster-metrics.ts). */
  private gathered: (() => Promise<string>) | null = null;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'il_', eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
    for (const name of WALKING_DEFAULT_METRICS) this.registry.removeSingleMetric(`il_${name}`);
    // prom-client calls collect() with the gauge as `this`, so the sources are read through closures.
    const lagOf = () => this.lagSource();
    const sseCount = () => this.sseSource();
    const caches = () => this.cacheSource();
    const connectionsOf = () => this.connectionSource;
    this.lag = new Gauge({
      name: 'il_projection_lag_events',
      help: 'Events in the log that a projection has not applied yet',
      labelNames: ['projection'] as const,
      registers: [this.registry],
      // Every process reads the same log and read models: a scrape of them all shows one value, not their sum.
      aggregator: 'max',
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
    new Gauge({
      name: 'il_http_connections',
      help: 'Connections this process holds open: requests, idle keep-alive connections and live streams',
      registers: [this.registry],
      async collect() {
        const count = connectionsOf();
        const open = count ? await new Promise<number | null>((resolve) => count((error, n) => resolve(error ? null : n))) : null;
        if (open !== null) this.set(open);
      },
    });
    // Counts kept by the caches themselves (a lookup is too hot a path for a metrics call), copied at scrape time.
    const lookups = (name: string, help: string, label: 'cache' | 'view', read: () => Record<string, { hits: number; misses: number }>) =>
      new Counter({
        name,
        help,
        labelNames: [label, 'result'],
        registers: [this.registry],
        collect() {
          this.reset();
          for (const [key, counts] of Object.entries(read())) {
            this.inc({ [label]: key, result: 'hit' }, counts.hits);
            this.inc({ [label]: key, result: 'miss' }, counts.misses);
          }
        },
      });
    lookups('il_cache_lookups_total', 'Lookups of an in-process cache (views, sessions) by result: hit (kept) or miss (read again)', 'cache', caches);
    lookups(
      'il_view_lookups_total',
      'Lookups of kept views by kind of view (chat, feed, player, leaderboard, ...) and result: hit or miss',
      'view',
      () => caches().views?.byView ?? {},
    );
    new Counter({
      name: 'il_cache_evictions_total',
      help: 'Entries an in-process cache dropped for room',
      labelNames: ['cache'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [cache, stats] of Object.entries(caches())) this.inc({ cache }, stats.evictions);
      },
    });
    new Counter({
      name: 'il_view_revisions_total',
      help: 'Kept views brought up to date with an event (a chat page with its new message, a feed with a post or a like) instead of being read again',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(caches().views?.revisions ?? 0);
      },
    });
    const gauge = (name: string, help: string, read: (stats: CacheStats) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['cache'],
        registers: [this.registry],
        collect() {
          for (const [cache, stats] of Object.entries(caches())) this.set({ cache }, read(stats));
        },
      });
    gauge('il_cache_entries', 'Entries an in-process cache holds (view scopes, session tokens)', (stats) => stats.size);
    gauge('il_cache_capacity', 'Entries an in-process cache holds at most (CACHE_PLAYERS)', (stats) => stats.capacity);
    gauge('il_cache_hit_ratio', 'Share of lookups an in-process cache answered from what it kept, since the process started', (stats) =>
      stats.hits + stats.misses === 0 ? 0 : stats.hits / (stats.hits + stats.misses),
    );
  }

  /**
   * Counts the polls answered before Fastify (http/hot-reads.ts), and those it took and then
   * handed to Fastify (a handler that failed, answered there with its error), read at scrape time.
   */
  trackHotReads(read: () => { answered: number; handedToFastify: number }): void {
    new Counter({
      name: 'il_hot_reads_total',
      help: 'Polls answered before Fastify (answered), or taken and then handed to it (handed_to_fastify); every other request goes to Fastify',
      labelNames: ['outcome'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        const counts = read();
        this.inc({ outcome: 'answered' }, counts.answered);
        this.inc({ outcome: 'handed_to_fastify' }, counts.handedToFastify);
      },
    });
  }

  /**
   * Names each server process (`npm start` on more than one core): a scrape lists them all, and
   * `/metrics?process=this` only the one that answered it.
   */
  nameProcess(role: string): void {
    new Gauge({
      name: 'il_server_process',
      help: "A server process: its role (leader: applies the projections and runs the timed jobs) and pid",
      labelNames: ['role', 'pid'] as const,
      registers: [this.registry],
      collect() {
        this.set({ role, pid: String(process.pid) }, 1);
      },
    });
  }

  /** What a scrape answers: this registry, or every server process's (shareAcrossProcesses). */
  scrape(): Promise<string> {
    return this.gathered ? this.gathered() : this.registry.metrics();
  }

  shareAcrossProcesses(gather: () => Promise<string>): void {
    this.gathered = gather;
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

  /** The log's head, each projection's checkpoint, and its faults (docs/operations.md, "Metrics"). */
  trackProjections(source: ProjectionSources): void {
    new Gauge({
      name: 'il_log_head_position',
      help: 'Position of the last event in the log',
      registers: [this.registry],
      aggregator: 'max',
      async collect() {
        this.set(await source.head());
      },
    });
    new Gauge({
      name: 'il_projection_checkpoint',
      help: 'Position of the last event a projection applied',
      labelNames: ['projection'] as const,
      registers: [this.registry],
      aggregator: 'max',
      async collect() {
        for (const [projection, checkpoint] of Object.entries(await source.checkpoints())) this.set({ projection }, checkpoint);
      },
    });
    // Both read the fault records in the read store, so they count alike in every process and survive restarts.
    new Gauge({
      name: 'il_projection_parked',
      help: 'Whether a projection holds a parked event (1) until an operator retries or skips it (npm run admin -- projections)',
      labelNames: ['projection'] as const,
      registers: [this.registry],
      aggregator: 'max',
      async collect() {
        this.reset();
        for (const record of await source.faults()) this.set({ projection: record._id }, record.parked ? 1 : 0);
      },
    });
    new Counter({
      name: 'il_projection_faults_total',
      help: 'Events a projection parked after its handler kept throwing on them',
      labelNames: ['projection'] as const,
      registers: [this.registry],
      aggregator: 'max',
      async collect() {
        this.reset();
        for (const record of await source.faults()) this.inc({ projection: record._id }, record.faults);
      },
    });
  }

  trackSseConnections(source: () => number): void {
    this.sseSource = source;
  }

  trackCaches(source: CacheSource): void {
    this.cacheSource = source;
  }

  trackConnections(source: ConnectionCount): void {
    this.connectionSource = source;
  }
}
