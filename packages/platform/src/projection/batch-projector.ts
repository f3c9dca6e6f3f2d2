import type { RecordedEvent } from '../event-store/port';
import type { DocWrite, ReadDoc } from '../read-store/port';
import { docKey, type DocRef, type ProjectionDefinition } from './definition';

/** Where a batch's documents are loaded from: a generation of the read store, or memory in tests. */
export interface DocSource {
  getMany(collection: string, ids: string[]): Promise<Map<string, ReadDoc>>;
}

/**
 * Turns a batch of events into the writes of one read-store transaction. Documents are loaded
 * once per collection for the whole batch, then kept in a batch-local cache, so consecutive
 * events on the same document see each other's changes and a document touched a thousand times
 * is written once, in its final state, with the position of the last event that changed it.
 */
export class BatchProjector {
  private readonly types: ReadonlySet<string>;

  constructor(private readonly definition: ProjectionDefinition) {
    this.types = new Set(definition.eventTypes);
  }

  relevant(event: RecordedEvent): boolean {
    return this.types.has(event.type);
  }

  async project(events: RecordedEvent[], source: DocSource): Promise<DocWrite[]> {
    const { definition } = this;
    const relevant: RecordedEvent[] = [];
    const refsOf: DocRef[][] = [];
    const wanted = new Map<string, Set<string>>();
    for (const event of events) {
      if (!this.types.has(event.type)) continue;
      const refs = definition.refs(event);
      relevant.push(event);
      refsOf.push(refs);
      for (const ref of refs) {
        let ids = wanted.get(ref.collection);
        if (!ids) wanted.set(ref.collection, (ids = new Set()));
        ids.add(ref.id);
      }
    }
    if (relevant.length === 0) return [];

    const cache = new Map<string, ReadDoc | null>();
    for (const [collection, ids] of wanted) {
      const list = [...ids];
      const found = await source.getMany(collection, list);
      for (const id of list) cache.set(docKey(collection, id), found.get(id) ?? null);
    }

    const writes = new Map<string, DocWrite>();
    for (let i = 0; i < relevant.length; i += 1) {
      const event = relevant[i] as RecordedEvent;
      const loaded = new Map<string, ReadDoc | null>();
      for (const ref of refsOf[i] as DocRef[]) {
        const key = docKey(ref.collection, ref.id);
        loaded.set(key, cache.get(key) ?? null);
      }
      for (const change of definition.evolve(loaded, event)) {
        const key = docKey(change.collection, change.id);
        if (change.doc === null) {
          cache.set(key, null);
          writes.set(key, { collection: change.collection, kind: 'delete', id: change.id, position: event.position });
        } else {
          const doc: ReadDoc = { ...change.doc, _id: change.id, _position: event.position };
          cache.set(key, doc);
          writes.set(key, { collection: change.collection, kind: 'put', doc });
        }
      }
    }
    return [...writes.values()];
  }
}
