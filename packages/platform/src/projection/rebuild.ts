import { EmbeddedBus } from '../bus/embedded-bus';
import type { EventStore } from '../event-store/port';
import type { ReadStore } from '../read-store/port';
import type { ProjectionDefinition } from './definition';
import { ProjectionRunner, type RunnerLog, type Until } from './runner';

export interface RebuildProgress {
  projection: string;
  checkpoint: number;
  /** Head of the log when last looked at (it moves while the server keeps appending), or the
   * position a historical copy stops at. */
  head: number;
  /** Events applied by this rebuild so far. */
  events: number;
}

export interface RebuildOptions {
  definition: ProjectionDefinition;
  readStore: ReadStore;
  /** Read directly, whatever bus the live system uses: a replay starts at position 0. */
  eventStore: EventStore;
  /** Build a named historical copy and keep it beside the live one, instead of switching. */
  copy?: string;
  until?: Until;
  /** Events per write (one transaction); each document is written at most once per write. */
  batchSize?: number;
  /** Events per read of the log; small reads keep memory young and cheap to collect. */
  readSize?: number;
  onProgress?(progress: RebuildProgress): void;
  log?: RunnerLog;
}

export interface RebuildResult {
  projection: string;
  generation: number;
  checkpoint: number;
  events: number;
  switched: boolean;
  durationMs: number;
}

/**
 * Rebuilds a read model into a fresh generation while the live one keeps serving: catch up to
 * the head, then promote; if the live generation moved further meanwhile, catch up again. The
 * live runner, wherever it runs, notices the switch at its next batch and continues on the new
 * generation. With `copy`, the generation is kept as a named copy and nothing switches.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { definition, readStore, eventStore } = options;
  const started = Date.now();
  if (options.copy === undefined) await dropAbandonedRebuilds(readStore, definition.name);
  const target = await readStore.createGeneration(definition, options.copy === undefined ? {} : { copy: options.copy });
  const batchSize = options.batchSize ?? REBUILD_BATCH_EVENTS;
  const bus = new EmbeddedBus(eventStore, { catchUpBatchSize: Math.min(batchSize, options.readSize ?? 5_000) });
  let events = 0;
  // What progress is measured against: the head, or the position a historical copy stops at.
  const goalFor = (head: number): number =>
    options.until?.position !== undefined ? Math.min(head, options.until.position) : head;
  let head = goalFor(await eventStore.headPosition());
  const runner = new ProjectionRunner({
    definition,
    readStore,
    consumer: bus.consumer(`${definition.name}:rebuild:${target.generation}`),
    target,
    until: options.until,
    // The embedded bus rereads from the checkpoint after a failure, so writes may lag the reads.
    writeBehind: batchSize,
    // The new generation is this runner's alone. Kept documents are what a replay's memory grows
    // with (a chat message's is a kilobyte or more), so they are bounded like a batch.
    keepDocs: true,
    keptDocs: Math.min(batchSize, REBUILD_KEPT_DOCS),
    log: options.log,
    onApplied: ({ checkpoint, events: count }) => {
      events += count;
      options.onProgress?.({ projection: definition.name, checkpoint, head, events });
    },
  });

  let switched = false;
  try {
    await runner.start();
    for (;;) {
      head = goalFor(await eventStore.headPosition());
      await catchUp(runner, head);
      if (options.copy !== undefined) break;
      // A live generation past the log's head (read.db restored or copied ahead of events.db) can
      // never be caught up with: asked to promote again, it said 'behind' forever.
      // The live checkpoint first, the head after: a live generation merely quick is never past it.
      const live = await readStore.getCheckpoint(definition.name);
      const replaceAhead = live > (await eventStore.headPosition());
      if ((await readStore.promote(definition.name, target.generation, { replaceAhead })) === 'switched') {
        switched = true;
        break;
      }
    }
  } catch (error) {
    await runner.stop();
    await bus.close();
    await readStore.dropGeneration(definition.name, target.generation).catch(() => undefined);
    throw error;
  }
  await runner.stop();
  await bus.close();
  options.onProgress?.({ projection: definition.name, checkpoint: runner.checkpoint, head, events });
  return {
    projection: definition.name,
    generation: target.generation,
    checkpoint: runner.checkpoint,
    events,
    switched,
    durationMs: Date.now() - started,
  };
}

/** Events per write of a rebuild, unless told otherwise: a write's documents are held until it is done. */
export const REBUILD_BATCH_EVENTS = 20_000;
/** Documents a rebuild keeps between its writes. */
export const REBUILD_KEPT_DOCS = 20_000;

/** Waits for the runner to reach `goal` (or its until bound); a failing batch fails the rebuild. */
async function catchUp(runner: ProjectionRunner, goal: number): Promise<void> {
  // One reaction on `finished` per rebuild: one per call piled up on a promise that never settles.
  const finished = finishedFlags.get(runner) ?? watchFinished(runner);
  while (!finished.done && runner.checkpoint < goal) {
    if (runner.lastError) throw runner.lastError;
    await Promise.race([runner.waitForPosition(goal, 200), runner.finished]);
  }
}

const finishedFlags = new WeakMap<ProjectionRunner, { done: boolean }>();

function watchFinished(runner: ProjectionRunner): { done: boolean } {
  const flag = { done: false };
  finishedFlags.set(runner, flag);
  void runner.finished.then(() => (flag.done = true));
  return flag;
}

/** A rebuild that crashed leaves a building generation behind; nobody else will finish it. */
async function dropAbandonedRebuilds(readStore: ReadStore, projection: string): Promise<void> {
  for (const generation of await readStore.generations(projection)) {
    if (generation.state === 'building') await readStore.dropGeneration(projection, generation.generation);
  }
}
