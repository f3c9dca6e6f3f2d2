import { CheckpointWatch, MongoReadStore, type Config } from '@il/platform';
import { projections } from '@il/projections';
import type { Logger } from 'pino';
import type { Runtime, RuntimeOptions } from './runtime';
import { READ_YOUR_WRITES_TIMEOUT_MS, serviceDeps, type DepsOverrides } from './service-deps';
import { startBackgroundJobs } from './background-jobs';
import { openEventStore, openReadStore } from './stores';

/**
 * A process of the distributed mode, the gateway or a context service: commands append to
 * EventStoreDB, queries read MongoDB, and projection workers (separate processes) keep MongoDB up
 * to date from Kafka.
 */
export async function createDistributedRuntime(config: Config, log: Logger, overrides: DepsOverrides = {}, options: RuntimeOptions = {}): Promise<Runtime> {
  const store = openEventStore(config);
  const read = openReadStore(config);

  // The workers are elsewhere: one watch reads all their checkpoints, in one query, for every waiter.
  const names = projections.map((p) => p.name);
  const watch = new CheckpointWatch({
    readLowest: async () =>
      read instanceof MongoReadStore ? read.lowestCheckpoint(names) : Math.min(...(await Promise.all(names.map((name) => read.getCheckpoint(name))))),
  });
  const { deps, follower } = serviceDeps(
    config,
    log,
    store,
    read,
    {
      awaitProjections: (position) => watch.reached(position, READ_YOUR_WRITES_TIMEOUT_MS),
      projectionsApplied: (position) => watch.reached(position),
    },
    overrides,
  );
  await follower.start();
  const jobs = await startBackgroundJobs(deps, log, options.jobsOf);

  // Positions in EventStoreDB are byte offsets, so the lag is reported in log bytes, not events.
  const projectionLag = async () => {
    const head = await store.headPosition();
    const entries = await Promise.all(projections.map(async (p) => [p.name, Math.max(0, head - (await read.getCheckpoint(p.name)))] as const));
    return Object.fromEntries(entries);
  };
  overrides.metrics?.trackProjectionLag(projectionLag);

  return {
    deps,
    projectionLag,
    health: {
      ready: async () => ({ ok: true, details: { mode: 'distributed', head: await store.headPosition(), lag: await projectionLag() } }),
    },
    async close() {
      await watch.close();
      await jobs.stop();
      await follower.stop();
      deps.limits?.close();
      await read.close();
      await store.close();
    },
  };
}
