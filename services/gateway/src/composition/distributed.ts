import { CheckpointWatch, MongoReadStore, ProjectionFaults, type Config } from '@il/platform';
import { projections } from '@il/projections';
import type { Logger } from 'pino';
import { judgeReadiness } from '../http/readiness';
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
  const faults = new ProjectionFaults(read);
  const checkpoints = async () => Object.fromEntries(await Promise.all(projections.map(async (p) => [p.name, await read.getCheckpoint(p.name)] as const)));
  overrides.metrics?.trackProjections({ head: () => store.headPosition(), checkpoints, faults: () => faults.all() });

  return {
    deps,
    projectionLag,
    health: {
      ready: async () => {
        const lag = await projectionLag();
        const parked = (await faults.all()).filter((record) => record.parked).map((record) => record._id);
        const { ok, reasons } = judgeReadiness({ lag, maxLag: config.readyMaxLag, parked, leader: null });
        return { ok, details: { mode: 'distributed', head: await store.headPosition(), lag, maxLag: config.readyMaxLag, parked, reasons } };
      },
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
