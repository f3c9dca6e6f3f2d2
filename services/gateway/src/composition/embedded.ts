import { EmbeddedBus, ProjectionRunner, type Config } from '@il/platform';
import type { Logger } from 'pino';
import { projections } from './projections';
import type { Runtime, RuntimeOptions } from './runtime';
import { serviceDeps, type DepsOverrides } from './service-deps';
import { startBackgroundJobs } from './background-jobs';
import { openEventStore, openReadStore } from './stores';

/** How long a command's answer may wait for the read models to show its effect. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

/** One process, two SQLite files: the event log and the read models, kept apart so neither blocks the other's writer. */
export async function createEmbeddedRuntime(config: Config, log: Logger, overrides: DepsOverrides = {}, options: RuntimeOptions = {}): Promise<Runtime> {
  const store = openEventStore(config);
  const read = openReadStore(config);
  const bus = new EmbeddedBus(store);
  const runners = projections.map(
    (definition) => new ProjectionRunner({ definition, readStore: read, consumer: bus.consumer(definition.name), log }),
  );
  await Promise.all(runners.map((runner) => runner.start()));

  const awaitProjections = async (position: number) => {
    if (position <= 0) return;
    await Promise.all(runners.map((runner) => runner.waitForPosition(position, READ_YOUR_WRITES_TIMEOUT_MS)));
  };
  const deps = serviceDeps(config, log, store, read, awaitProjections, overrides);
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
      await Promise.all(runners.map((runner) => runner.stop()));
      await bus.close();
      await read.close();
      await store.close();
    },
  };
}
