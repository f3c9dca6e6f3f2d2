import type { EventStore } from '../event-store/port';
import type { ReadStore } from '../read-store/port';
import type { ProjectionDefinition } from './definition';
import { rebuildProjection } from './rebuild';
import type { RunnerLog } from './runner';

/** A read model that has applied positions the log does not hold. */
export interface AheadOfLog {
  projection: string;
  checkpoint: number;
  head: number;
}

/**
 * The read models whose checkpoint is past the head of the log: read.db copied or restored from a
 * later moment than events.db (a `cp -r` of a running server's folder). A document is written with
 * its checkpoint in one transaction, and a checkpoint never moves back, so no document of a read
 * model shows a position past its checkpoint. Left as it is, such a model skips every new event up
 * to its checkpoint (the log hands out those positions again), shows none of them, and reports no lag.
 */
export async function readModelsAheadOfLog(eventStore: EventStore, readStore: ReadStore, definitions: readonly ProjectionDefinition[]): Promise<AheadOfLog[]> {
  const head = await eventStore.headPosition();
  const ahead: AheadOfLog[] = [];
  for (const { name } of definitions) {
    const checkpoint = await readStore.getCheckpoint(name);
    if (checkpoint > head) ahead.push({ projection: name, checkpoint, head });
  }
  return ahead;
}

/**
 * Rebuilds from the log every read model that is ahead of it, before anything reads them: each
 * into a fresh generation that replaces the one ahead. Returns what it found.
 */
export async function rebuildReadModelsAheadOfLog(
  eventStore: EventStore,
  readStore: ReadStore,
  definitions: readonly ProjectionDefinition[],
  log?: RunnerLog,
): Promise<AheadOfLog[]> {
  const ahead = await readModelsAheadOfLog(eventStore, readStore, definitions);
  for (const found of ahead) {
    const definition = definitions.find((d) => d.name === found.projection) as ProjectionDefinition;
    log?.error(
      { projection: found.projection, checkpoint: found.checkpoint, head: found.head },
      `read model ${found.projection} is ahead of the event log (checkpoint ${found.checkpoint}, log head ${found.head}): rebuilding it from the log`,
    );
    await rebuildProjection({ definition, readStore, eventStore, log });
  }
  return ahead;
}
