import { EmbeddedBus, LeastCheckpoint, PositionWaiters, ProjectionRunner, rebuildReadModelsAheadOfLog, type EventStore, type ReadStore } from '@il/platform';
import { projections } from '@il/projections';
import type { Logger } from 'pino';
import type { ProcessLink } from './process-link';

/**
 * How long a projection's stored checkpoint may trail the events it had nothing to write for:
 * an action's events concern a few of the projections, and the others no longer write a
 * checkpoint (with a generation check) for each one.
 */
export const QUIET_CHECKPOINT_MS = 1_000;

/** How a server learns that the read models have applied a position, and how far behind they are. */
export interface Projecting {
  reachedBy(position: number, timeoutMs?: number): Promise<void>;
  lag(head: number): Promise<Record<string, number>>;
  checkpoints(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/**
 * The projections run here, each on the shared log; with a link, the other side is told how far
 * they got. Only one place per server applies the projections, so each runner is the only writer
 * of its generation and keeps the documents it used (ProjectionRunner's keepDocs).
 */
export async function runProjections(store: EventStore, read: ReadStore, log: Logger, link: Pick<ProcessLink, 'send'> | null, cachePlayers: number): Promise<Projecting> {
  // Before any process serves (the leader starts first): a read model ahead of the log would
  // skip the new events at the positions it believes applied, and show none of them.
  await rebuildReadModelsAheadOfLog(store, read, projections, log);
  const bus = new EmbeddedBus(store);
  // Every runner applied up to here: what a command's answer waits on.
  const applied = new LeastCheckpoint();
  let told = 0;
  const tell = () => {
    if (applied.position <= told) return;
    told = applied.position;
    link?.send({ il: 'applied', position: told });
  };
  const runners: ProjectionRunner[] = projections.map(
    (definition) =>
      new ProjectionRunner({
        definition,
        readStore: read,
        consumer: bus.consumer(definition.name),
        log,
        onApplied: link ? tell : undefined,
        onAdvanced: (from, to) => applied.moved(from, to),
        quietCheckpointMs: QUIET_CHECKPOINT_MS,
        keepDocs: true,
        // One per player the caches are sized for: a player's own documents (character,
        // achievements, ...) stay known, while leagues' and posts' share the rest.
        keptDocs: cachePlayers,
      }),
  );
  await Promise.all(runners.map((runner) => runner.start()));
  applied.follow(runners);
  if (link) tell();
  return {
    reachedBy: (position, timeoutMs) => (position <= 0 ? Promise.resolve() : applied.wait(position, timeoutMs).then(() => undefined)),
    lag: async (head) => Object.fromEntries(runners.map((r) => [r.name, Math.max(0, head - r.checkpoint)])),
    checkpoints: async () => Object.fromEntries(runners.map((r) => [r.name, r.checkpoint])),
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop()));
      applied.releaseAll();
      await bus.close();
    },
  };
}

/**
 * Applies nothing: learns from the projector's `applied` messages (and, at start, from the
 * checkpoints in the read store) how far every read model has got.
 */
export async function followProjections(read: ReadStore, link: ProcessLink): Promise<Projecting> {
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
    checkpoints: async () => Object.fromEntries(await checkpoints()),
    async stop() {
      applied.releaseAll();
    },
  };
}
