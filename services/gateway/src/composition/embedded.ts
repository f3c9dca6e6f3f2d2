import { EmbeddedBus, PositionWaiters, ProjectionRunner, SqliteEventStore, type Config, type EventStore, type ReadStore } from '@il/platform';
import type { Logger } from 'pino';
import { parentLink, type ProcessLink } from './process-link';
import { projections } from './projections';
import type { Runtime, RuntimeOptions } from './runtime';
import { READ_YOUR_WRITES_TIMEOUT_MS, serviceDeps, type DepsOverrides } from './service-deps';
import { startBackgroundJobs } from './background-jobs';
import { openEventStore, openReadStore } from './stores';

/** How this process learns that the read models have applied a position, and how far behind they are. */
interface Projecting {
  reachedBy(position: number, timeoutMs?: number): Promise<void>;
  lag(head: number): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/**
 * Two SQLite files, the event log and the read models, kept apart so neither blocks the other's
 * writer. One process does everything (WORKERS=1), or `npm start` runs several on the same files
 * (config.workerRole): the leader applies the projections and runs the timed jobs, followers serve
 * requests on the read models it keeps; all of them append commands to the log.
 */
export async function createEmbeddedRuntime(config: Config, log: Logger, overrides: DepsOverrides = {}, options: RuntimeOptions = {}): Promise<Runtime> {
  const link = config.workerRole === 'single' ? null : parentLink();
  const leads = config.workerRole !== 'follower' || !link;
  // A follower's appends must reach the leader's projections at once; the leader's own reach the
  // followers with its next `applied`, which they take as a wake-up too (one message instead of two).
  const store = openEventStore(config, link && !leads ? { onAppended: (position) => link.send({ il: 'appended', position }) } : {});
  const read = openReadStore(config);
  // The log grew in another process: every subscription of this one (projections, views, live streams) reads on now.
  link?.listen(() => {
    if (store instanceof SqliteEventStore) store.appendedElsewhere();
  });
  const projecting = leads ? await runProjections(store, read, log, link) : await followProjections(read, link!);

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
      await read.close();
      await store.close();
    },
  };
}

/** The projections run here, each on the shared log; a leader tells the other processes how far they got. */
async function runProjections(store: EventStore, read: ReadStore, log: Logger, link: ProcessLink | null): Promise<Projecting> {
  const bus = new EmbeddedBus(store);
  let told = 0;
  const tell = () => {
    const applied = Math.min(...runners.map((runner) => runner.checkpoint));
    if (applied <= told) return;
    told = applied;
    link?.send({ il: 'applied', position: applied });
  };
  const runners: ProjectionRunner[] = projections.map(
    (definition) => new ProjectionRunner({ definition, readStore: read, consumer: bus.consumer(definition.name), log, onApplied: link ? tell : undefined }),
  );
  await Promise.all(runners.map((runner) => runner.start()));
  if (link) tell();
  return {
    reachedBy: (position, timeoutMs) =>
      position <= 0 ? Promise.resolve() : Promise.all(runners.map((runner) => runner.waitForPosition(position, timeoutMs))).then(() => undefined),
    lag: async (head) => Object.fromEntries(runners.map((r) => [r.name, Math.max(0, head - r.checkpoint)])),
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop()));
      await bus.close();
    },
  };
}

/**
 * A follower applies nothing: it learns from the leader's `applied` messages (and, at start, from
 * the checkpoints in the read store) how far every read model has got.
 */
async function followProjections(read: ReadStore, link: ProcessLink): Promise<Projecting> {
  const applied = new PositionWaiters();
  link.listen((message) => {
    if (message.il === 'applied' && message.position > applied.position) applied.advance(message.position);
  });
  const checkpoints = async () => Promise.all(projections.map(async (definition) => [definition.name, await read.getCheckpoint(definition.name)] as const));
  const atStart = Math.min(...(await checkpoints()).map(([, checkpoint]) => checkpoint));
  if (atStart > applied.position) applied.advance(atStart);
  return {
    reachedBy: (position, timeoutMs) => (position <= 0 ? Promise.resolve() : applied.wait(position, timeoutMs).then(() => undefined)),
    lag: async (head) => Object.fromEntries((await checkpoints()).map(([name, checkpoint]) => [name, Math.max(0, head - checkpoint)])),
    async stop() {
      applied.releaseAll();
    },
  };
}
