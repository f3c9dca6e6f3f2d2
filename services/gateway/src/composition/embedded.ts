import { SqliteEventStore, type Config } from '@il/platform';
import type { Logger } from 'pino';
import { startCheckpointThread } from '../checkpointer/checkpoint-thread';
import { followProjections, runProjections, type Projecting } from './projecting';
import type { Runtime, RuntimeOptions } from './runtime';
import { READ_YOUR_WRITES_TIMEOUT_MS, serviceDeps, type DepsOverrides } from './service-deps';
import { startBackgroundJobs } from './background-jobs';
import { connectLinkSocket, serveLinkSocket } from './socket-link';
import { openEventStore, openReadStore } from './stores';

/**
 * Two SQLite files, the event log and the read models, kept apart so neither blocks the other's
 * writer. One process does everything (WORKERS=1), or `npm start` runs several on the same files
 * (config.workerRole): the leader applies the projections on its event loop, beside its requests,
 * runs the timed jobs, checkpoints both files on a thread, and serves the link over which the
 * followers wake it and are woken; every process serves requests on the read models and appends
 * commands to the log.
 */
export async function createEmbeddedRuntime(config: Config, log: Logger, overrides: DepsOverrides = {}, options: RuntimeOptions = {}): Promise<Runtime> {
  const linked = config.workerRole !== 'single' && config.linkSocket !== null;
  const leads = config.workerRole !== 'follower' || !linked;
  const link = !linked ? null : leads ? await serveLinkSocket(config.linkSocket as string) : connectLinkSocket(config.linkSocket as string);
  // A follower tells the leader of its appends, for the projections to read on at once; the
  // leader's own reach the followers with the next `applied`, which they take as a wake-up too (one
  // message instead of two). With several processes, no thread that serves requests syncs the
  // disk: the leader's checkpoint thread checkpoints both files for all of them. A lone process
  // keeps SQLite's own checkpoints.
  const checkpointsElsewhere = link !== null;
  const store = openEventStore(config, {
    checkpointsElsewhere,
    ...(link && !leads ? { onAppended: (position: number) => link.send({ il: 'appended', position }) } : {}),
  });
  const read = openReadStore(config, { checkpointsElsewhere });
  const checkpointer = link && leads ? startCheckpointThread(log) : null;
  await checkpointer?.ready;
  // The log grew in another process: every subscription of this one (projections, views, live
  // streams) reads on now.
  link?.listen(() => {
    if (store instanceof SqliteEventStore) store.appendedElsewhere();
  });
  const projecting: Projecting = leads ? await runProjections(store, read, log, link, config.cachePlayers) : await followProjections(read, link!);

  const { deps, follower } = serviceDeps(
    config,
    log,
    store,
    read,
    { awaitProjections: (position) => projecting.reachedBy(position, READ_YOUR_WRITES_TIMEOUT_MS), projectionsApplied: (position) => projecting.reachedBy(position) },
    overrides,
  );
  await follower.start();
  const jobs = await startBackgroundJobs(deps, log, leads ? options.jobsOf : []);

  const projectionLag = async () => projecting.lag(await store.headPosition());
  overrides.metrics?.trackProjectionLag(projectionLag);

  return {
    deps,
    projectionLag,
    health: {
      ready: async () => ({ ok: true, details: { mode: 'embedded', role: config.workerRole, head: await store.headPosition(), lag: await projectionLag() } }),
    },
    async close() {
      await jobs.stop();
      await follower.stop();
      await projecting.stop();
      link?.close();
      await checkpointer?.stop();
      await read.close();
      await store.close();
    },
  };
}
