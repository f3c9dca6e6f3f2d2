import type { EventMetadata, RecordedEvent } from '../event-store/port';
import type { ReadDoc } from '../read-store/port';
import { BatchProjector } from './batch-projector';
import { docKey, type ProjectionDefinition } from './definition';

/** An event as a test writes it: type and data, the rest filled in (positions 1, 2, 3...). */
export type GivenEvent = Pick<RecordedEvent, 'type' | 'data'> &
  Partial<Omit<RecordedEvent, 'metadata'>> & { metadata?: Partial<EventMetadata> };

export interface ProjectEventsOptions {
  /** Documents that exist before the first event. */
  given?: Array<{ collection: string; doc: ReadDoc }>;
}

/** The documents after the events, keyed `${collection}/${id}` (see docKey). */
export type ProjectedDocs = Map<string, ReadDoc>;

export function recordedEvents(events: GivenEvent[]): RecordedEvent[] {
  return events.map((event, index) => ({
    id: event.id ?? `event-${index + 1}`,
    streamId: event.streamId ?? 'test-stream',
    revision: event.revision ?? index,
    position: event.position ?? index + 1,
    type: event.type,
    data: event.data,
    metadata: {
      schemaVersion: 1,
      correlationId: `correlation-${index + 1}`,
      causationId: `causation-${index + 1}`,
      userId: null,
      at: '2026-01-01T00:00:00.000Z',
      ...event.metadata,
    },
  }));
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** An in-memory generation that hands out frozen documents, so a mutating evolve fails loudly. */
class MemoryDocs {
  readonly docs: ProjectedDocs;

  constructor(given: ProjectEventsOptions['given'] = []) {
    this.docs = new Map(given.map(({ collection, doc }) => [docKey(collection, doc._id), structuredClone(doc)]));
  }

  async getMany(collection: string, ids: string[]): Promise<Map<string, ReadDoc>> {
    const found = new Map<string, ReadDoc>();
    for (const id of ids) {
      const doc = this.docs.get(docKey(collection, id));
      if (doc) found.set(id, deepFreeze(structuredClone(doc)));
    }
    return found;
  }

  apply(writes: Awaited<ReturnType<BatchProjector['project']>>): void {
    for (const write of writes) {
      if (write.kind === 'put') {
        const key = docKey(write.collection, write.doc._id);
        const stored = this.docs.get(key);
        if (!stored || stored._position < write.doc._position) this.docs.set(key, structuredClone(write.doc));
      } else {
        const key = docKey(write.collection, write.id);
        const stored = this.docs.get(key);
        if (stored && stored._position < write.position) this.docs.delete(key);
      }
    }
  }
}

const canonical = (docs: ProjectedDocs): string =>
  JSON.stringify([...docs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Given events, then documents: runs a projection the way the runner does, without a database.
 * It projects twice, once as a single batch and once one event per batch, and fails if the
 * results differ: a projection whose outcome depends on batch boundaries would make a rebuilt
 * read model differ from the live one.
 */
export async function projectEvents(
  definition: ProjectionDefinition,
  events: GivenEvent[],
  options: ProjectEventsOptions = {},
): Promise<ProjectedDocs> {
  const recorded = recordedEvents(events);
  const projector = new BatchProjector(definition);

  const whole = new MemoryDocs(options.given);
  whole.apply(await projector.project(recorded, whole));

  const oneByOne = new MemoryDocs(options.given);
  for (const event of recorded) oneByOne.apply(await projector.project([event], oneByOne));

  if (canonical(whole.docs) !== canonical(oneByOne.docs)) {
    throw new Error(
      `Projection ${definition.name} gives different documents in one batch than event by event:\n` +
        `one batch:      ${canonical(whole.docs)}\nevent by event: ${canonical(oneByOne.docs)}`,
    );
  }
  return whole.docs;
}

/** The documents of one collection, by id. */
export function docsOf<T extends ReadDoc = ReadDoc>(docs: ProjectedDocs, collection: string): Map<string, T> {
  const prefix = `${collection}/`;
  const found = new Map<string, T>();
  for (const [key, doc] of docs) if (key.startsWith(prefix)) found.set(doc._id, doc as T);
  return found;
}
