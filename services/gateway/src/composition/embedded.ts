import { EmbeddedBus, ProjectionRunner, type Config } from '@il/platform';
import type { Logger } from 'pino';
import { projections } from './projections';
import type { Runtime, RuntimeOptions } from './runtime';
import { READ_YOUR_WRITES_TIMEOUT_MS, serviceDeps, type DepsOverrides } from './service-deps';
import { startBackgroundJobs } from './background-jobs';
import { openEventStore, openReadStore } from './stores';

/** One process, two SQLite files: the event log and the read models, kept apart so neither blocks the other's writer. */
export async function createEmbeddedRuntime(config: Config, log: Logger, overrides: DepsOverrides = {}, options: RuntimeOptions = {}): Promise<Runtime> {
  const store = openEventStore(config);
  const read = openReadStore(config);
  const bus = new EmbeddedBus(store);
  const runners = projections.map(
    (definition) => new ProjectionRunner({ definition, readStore: read, consumer: bus.consumer(definition.name), log }),
  );
  await Promise.all(runners.map((runner) => runner.start()));

  const reachedBy = (position: number, timeoutMs?: number) =>
    position <= 0 ? Promise.resolve() : Promise.all(runners.map((runner) => runner.waitForPosition(position, timeoutMs))).then(() => undefined);
  const { deps, follower } = serviceDeps(
    config,
    log,
    store,
    read,
    { awaitProjections: (position) => reachedBy(position, READ_YOUR_WRITES_TIMEOUT_MS), projectionsApplied: (position) => reachedBy(position) },
    overrides,
  );
  await follower.start();
  const jobs = await startBackgroundJobs(deps, log, options.jobsOf);

  const projectionLag = async () => {
    const head = await store.headPosition();
    return Object.fromEntries(runners.map((r) => [r.name, Math.max(0, head - r.checkpoint)]));
  };
  overrides.metrics?.trackProjectionLag(projectionLag);

  return {
    deps,
    projectionLag,
    health: {
      ready: async () => ({ ok: true, details: { mode: 'embedded', head: await store.headPosition(), lag: await projectionLag() } }),
    },
    async close() {
      await jobs.stop();
      await follower.stop();
      await Promise.all(runners.map((runner) => runner.stop()));
      await bus.close();
      await read.close();
      await store.close();
    },
  };
}
