import type { RecordedEvent } from '../event-store/port';
import type { DocWrite, ReadDoc } from '../read-store/port';
import { docKey, type DocChange, type ProjectionDefinition } from './definition';
import { EventDocs } from './event-docs';

/** Where a batch's documents are loaded from: a generation of the read store, or memory in tests. */
export interface DocSource {
  getMany(collection: string, ids: string[]): Promise<Map<string, ReadDoc>>;
}

interface Dirty {
  collection: string;
  id: string;
  /** Position of the last event that changed the document. */
  position: number;
}

/**
 * Document keys ("collection/id") made once per document rather than once per use: building a
 * key allocates a string and hashes it, and a replay would do that several times per event.
 */
class DocKeys {
  private readonly byCollection = new Map<string, Map<string, string>>();
  private size = 0;

  key(collection: string, id: string): string {
    let ids = this.byCollection.get(collection);
    if (!ids) this.byCollection.set(collection, (ids = new Map()));
    let key = ids.get(id);
    if (key === undefined) {
      // Bounded: a long-lived runner meets ever new documents.
      if (this.size >= 200_000) {
        this.byCollection.clear();
        this.size = 0;
        this.byCollection.set(collection, (ids = new Map()));
      }
      key = docKey(collection, id);
      ids.set(id, key);
      this.size += 1;
    }
    return key;
  }
}

/**
 * The documents of one read-store transaction in the making. Events are added in order; each
 * document is loaded once (one getMany per collection for all events added together), then kept
 * here, so consecutive events on the same document see each other's changes, and a document
 * touched a thousand times is written once, in its final state, with the position of the last
 * event that changed it.
 */
export class UnitOfWork {
  private readonly cache = new Map<string, ReadDoc | null>();
  private readonly dirty = new Map<string, Dirty>();
  /** Events added, relevant or not. */
  events = 0;
  /** Highest position added (0 when none). */
  lastPosition = 0;

  constructor(
    private readonly definition: ProjectionDefinition,
    private readonly types: ReadonlySet<string>,
    private readonly keys: DocKeys = new DocKeys(),
  ) {}

  get size(): number {
    return this.dirty.size;
  }

  async add(events: RecordedEvent[], source: DocSource): Promise<void> {
    const { definition, cache, keys } = this;
    const relevant: RecordedEvent[] = [];
    // The refs of all relevant events, flat: event i owns [refStart[i], refStart[i + 1]).
    const refStart: number[] = [];
    const refKeys: string[] = [];
    const refCollections: string[] = [];
    const refIds: string[] = [];
    const missing = new Map<string, Set<string>>();
    for (const event of events) {
      if (event.position > this.lastPosition) this.lastPosition = event.position;
      if (!this.types.has(event.type)) continue;
      relevant.push(event);
      refStart.push(refKeys.length);
      for (const ref of definition.refs(event)) {
        const key = keys.key(ref.collection, ref.id);
        refKeys.push(key);
        refCollections.push(ref.collection);
        refIds.push(ref.id);
        if (cache.has(key)) continue;
        let ids = missing.get(ref.collection);
        if (!ids) missing.set(ref.collection, (ids = new Set()));
        ids.add(ref.id);
      }
    }
    refStart.push(refKeys.length);
    this.events += events.length;
    for (const [collection, ids] of missing) {
      const list = [...ids];
      const found = await source.getMany(collection, list);
      for (const id of list) cache.set(keys.key(collection, id), found.get(id) ?? null);
    }

    const view = new EventDocs(cache);
    const changeKeys: string[] = [];
    for (let e = 0; e < relevant.length; e += 1) {
      const event = relevant[e] as RecordedEvent;
      const first = refStart[e] as number;
      const last = refStart[e + 1] as number;
      const changes = definition.evolve(view.show(refKeys, first, last), event);
      // A document already showing this event (a redelivery) keeps its state. Decided before
      // applying any change, so two changes of one event to one document both apply.
      changeKeys.length = 0;
      for (const change of changes) {
        let key: string | undefined;
        for (let r = first; r < last && key === undefined; r += 1) {
          if (refIds[r] === change.id && refCollections[r] === change.collection) key = refKeys[r];
        }
        key ??= keys.key(change.collection, change.id);
        const current = cache.get(key);
        changeKeys.push(current && current._position >= event.position ? '' : key);
      }
      for (let i = 0; i < changes.length; i += 1) {
        const key = changeKeys[i] as string;
        if (key === '') continue;
        const change = changes[i] as DocChange;
        let doc: ReadDoc | null = null;
        if (change.doc !== null) {
          // evolve returns fresh objects; stamping them in place spares a copy per change.
          doc = Object.isFrozen(change.doc) ? ({ ...change.doc } as ReadDoc) : (change.doc as ReadDoc);
          doc._id = change.id;
          doc._position = event.position;
        }
        cache.set(key, doc);
        const entry = this.dirty.get(key);
        if (entry) entry.position = event.position;
        else this.dirty.set(key, { collection: change.collection, id: change.id, position: event.position });
      }
    }
  }

  writes(): DocWrite[] {
    const writes: DocWrite[] = [];
    for (const [key, { collection, id, position }] of this.dirty) {
      const doc = this.cache.get(key);
      writes.push(doc ? { collection, kind: 'put', doc } : { collection, kind: 'delete', id, position });
    }
    return writes;
  }
}

/** Turns batches of events into the writes of one read-store transaction each. */
export class BatchProjector {
  private readonly types: ReadonlySet<string>;
  private readonly keys = new DocKeys();

  constructor(private readonly definition: ProjectionDefinition) {
    this.types = new Set(definition.eventTypes);
  }

  unit(): UnitOfWork {
    return new UnitOfWork(this.definition, this.types, this.keys);
  }

  async project(events: RecordedEvent[], source: DocSource): Promise<DocWrite[]> {
    const unit = this.unit();
    await unit.add(events, source);
    return unit.writes();
  }
}
