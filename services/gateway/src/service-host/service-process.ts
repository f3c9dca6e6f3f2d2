import cluster from 'node:cluster';
import { loadConfig, type Config } from '@il/platform';
import { buildApp } from '../app';
import { selectContexts, type ContextName } from '../composition/contexts';
import { createRuntime } from '../composition/create-runtime';
import { keepDescriptorHeadroom } from '../http/descriptor-headroom';
import { descriptorWarning, openFilesLimit } from '../observability/descriptor-limit';
import { clusterMetrics, type ParentChannel } from '../observability/cluster-metrics';
import { GatewayMetrics } from '../observability/metrics';
import { processLogger } from '../observability/process-logger';

export interface ServiceSpec {
  /** The process's name in logs: `gateway`, or the context a service serves. */
  name: string;
  /**
   * `gateway`: the contexts named in SERVICE_CONTEXTS (all when empty), the remote manifest and,
   * embedded, the web. `context`: exactly `contexts`, distributed mode only.
   */
  role: 'gateway' | 'context';
  contexts?: readonly ContextName[];
}

/** How often running short of descriptors is logged (il_idle_connection_closes_total counts each time). */
const IDLE_CLOSE_WARNING_EVERY_MS = 60_000;

function contextsOf(spec: ServiceSpec, config: Config): readonly ContextName[] {
  if (spec.role === 'gateway') return selectContexts(config.serviceContexts);
  if (config.mode !== 'distributed') {
    // Two processes on one data folder would both run every projection into the same read models.
    throw new Error(`The ${spec.name} service runs in the distributed mode (MODE=distributed); \`npm start\` serves every context in one process.`);
  }
  return spec.contexts ?? [];
}

/**
 * One server process: the same Fastify pipeline everywhere (sessions, validation, wire format,
 * errors, metrics, health), the calls of the contexts it serves, and, unless BACKGROUND_JOBS is
 * off, the jobs of those contexts. Stops cleanly on SIGTERM and SIGINT.
 */
async function serve(spec: ServiceSpec): Promise<void> {
  const config = loadConfig();
  const contexts = contextsOf(spec, config);
  const log = processLogger(config.logLevel, { service: spec.name, mode: config.mode });
  const metrics = new GatewayMetrics();
  metrics.nameProcess(config.workerRole);
  // Under `npm start` with several processes a scrape reaches one of them: it answers for all.
  if (cluster.isWorker && config.workerRole !== 'single') metrics.shareAcrossProcesses(clusterMetrics(metrics.registry, process as unknown as ParentChannel));
  const runtime = await createRuntime(config, log, { metrics }, { jobsOf: config.backgroundJobs ? contexts : [] });
  const gateway = spec.role === 'gateway';
  const app = await buildApp(runtime.deps, {
    metrics,
    loggerInstance: log,
    serveWeb: gateway && config.mode === 'embedded',
    serveManifest: gateway,
    health: runtime.health,
    contexts,
  });
  // Node's default queue of 511 unaccepted connections overflows (connections reset) when thousands
  // of live streams reconnect at once, after a restart or a network blip; the kernel caps it (somaxconn).
  const listen = { port: config.port, host: config.host, backlog: config.listenBacklog };
  if (config.reusePort) {
    const { listenReusingPort } = await import('@il/reuse-port');
    await app.ready();
    await listenReusingPort(app.server, listen);
    process.send?.({ il: 'listening' });
  } else {
    await app.listen(listen);
  }
  const limit = openFilesLimit();
  const descriptors = descriptorWarning(limit, config.cachePlayers, config.serverProcesses);
  if (descriptors) log.warn(descriptors);
  let warnedAt = 0;
  const stopHeadroom = keepDescriptorHeadroom(app.server, {
    limit,
    onClosedIdle(connections) {
      metrics.idleConnectionsClosed.inc();
      // Once a minute is enough to tell an operator; the metric counts every time.
      if (Date.now() - warnedAt < IDLE_CLOSE_WARNING_EVERY_MS) return;
      warnedAt = Date.now();
      log.warn({ connections, limit }, 'near the open-files limit: idle keep-alive connections closed to keep accepting (raise ulimit -n, LimitNOFILE)');
    },
  });
  log.info(
    {
      url: `http://localhost:${config.port}`,
      dataDir: config.mode === 'embedded' ? config.dataDir : undefined,
      contexts,
      backgroundJobs: config.backgroundJobs,
      node: process.version,
    },
    gateway ? 'Influencer League is up' : `${spec.name} service is up`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    stopHeadroom();
    // Stop taking requests first, let in-flight ones finish, then close the stores.
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** The body of every server entrypoint's main.ts; a failed start exits with status 1. */
export function runServiceProcess(spec: ServiceSpec): void {
  serve(spec).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
