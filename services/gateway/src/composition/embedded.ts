import { ProjectionFaults, SqliteEventStore, type Config } from '@il/platform';
import type { Logger } from 'pino';
import { judgeReadiness } from '../http/readiness';
import { startProjectorThread } from '../projector/projector-thread';
import { followProjections, runProjections, type Projecting } from './projecting';
import type { Runtime, RuntimeOptions } from './runtime';
import { READ_YOUR_WRITES_TIMEOUT_MS, serviceDeps, type DepsOverrides } from './service-deps';
import { startBackgroundJobs } from './background-jobs';
import { connectLinkSocket } from './socket-link';
import { openEventStore, openReadStore } from './stores';

/**
 * Two SQLite files, the event log and the read models, kept apart so neither blocks the other's
 * writer. One process does everything (WORKERS=1), or `npm start` runs several on the same files
 * (config.workerRole): the leader applies the projections, on a thread of its own, and runs the
 * timed jobs; every process serves requests on the read models and appends commands to the log.
 */
export async function createEmbeddedRuntime(config: Config, log: Logger, overrides: DepsOverrides = {}, options: RuntimeOptions = {}): Promise<Runtime> {
  const linked = config.workerRole !== 'single' && config.linkSocket !== null;
  const leads = config.workerRole !== 'follower' || !linked;
  const projector = leads && linked ? startProjectorThread(log) : null;
  // The leader speaks with its projector over the thread's port, a follower with it over the
  // projector's socket. An append must reach the projections at once; it reaches the other server
  // processes with the next `applied`, which they take as a wake-up too (one message instead of two).
  const link = projector ? projector.link : linked ? connectLinkSocket(config.linkSocket as string) : null;
  // With a projector thread in the server, it checkpoints the log (thread-main.ts): no thread
  // that serves requests syncs the disk.
  const store = openEventStore(config, link ? { onAppended: (position) => link.send({ il: 'appended', position }), checkpointsElsewhere: true } : {});
  // One process alone applies the projections on the connection that answers: it may write behind.
  const read = openReadStore(config, { writeBehind: leads && !linked });
  // The read models applied the log up to a position, perhaps another process's appends: every
  // subscription of this one (views, live streams) reads on now. They wait for that `applied` to
  // act on an event in any case, so it is their wake-up, in the leader as in every follower.
  link?.listen((message) => {
    if (message.il === 'applied' && store instanceof SqliteEventStore) store.appendedElsewhere(message.position);
  });
  let projecting: Projecting;
  if (projector) {
    await projector.ready;
    const following = await followProjections(read, projector.link);
    projecting = {
      ...following,
      async stop() {
        await following.stop();
        await projector.stop();
      },
    };
  } else {
    projecting = leads ? await runProjections(store, read, log, null, config.cachePlayers) : await followProjections(read, link!);
  }

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
  const faults = new ProjectionFaults(read);
  overrides.metrics?.trackProjectionLag(projectionLag);
  overrides.metrics?.trackProjections({
    head: () => store.headPosition(),
    checkpoints: () => projecting.checkpoints(),
    faults: () => faults.all(),
  });
  // A follower's leader is the projector at the other end of its link socket: while that is not
  // connected nothing applies what this process appends (docs/operations.md, "Reading health").
  const hasLeader = () => (config.workerRole === 'follower' && link?.connected ? link.connected() : null);

  return {
    deps,
    projectionLag,
    health: {
      ready: async () => {
        const head = await store.headPosition();
        const lag = await projecting.lag(head);
        const parked = (await faults.all()).filter((record) => record.parked).map((record) => record._id);
        const leader = hasLeader();
        const { ok, reasons } = judgeReadiness({ lag, maxLag: config.readyMaxLag, parked, leader });
        return { ok, details: { mode: 'embedded', role: config.workerRole, head, lag, maxLag: config.readyMaxLag, parked, ...(leader === null ? {} : { leader }), reasons } };
      },
    },
    async close() {
      await jobs.stop();
      await follower.stop();
      await projecting.stop();
      link?.close();
      deps.limits?.close();
      await read.close();
      await store.close();
    },
  };
}
