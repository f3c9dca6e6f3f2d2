import type { RecordedEvent } from '../event-store/port';
import type { DocWrite, ReadDoc } from '../read-store/port';
import { docKey, type DocChange, type DocRef, type ProjectionDefinition } from './definition';
import { EventDocs } from './event-docs';
import { EventHandlerError } from './parked-events';

/** Where a batch's documents are loaded from: a generation of the read store, or memory in tests. */
export interface DocSource {
  getMany(collection: string, ids: string[]): Promise<Map<string, ReadDoc>>;
}

/**
 * One document of a unit of work, found by collection and id, loaded at most once, then kept in
 * its latest state. An event refers to its documents through their slots, so the only per-event
 * lookup is finding the slot; the key ("collection/id") is built once per document.
 */
export interface DocSlot {
  readonly collection: string;
  readonly id: string;
  /** docKey(collection, id): what evolve looks the document up by. */
  readonly key: string;
  /** Current state in this unit; null when absent or deleted. */
  doc: ReadDoc | null;
  /** The state is known: loaded from the source, or set by a change. */
  known: boolean;
  /** The add() call that queued its load. */
  queued: number;
  /** Changed in this unit: to be written. */
  dirty: boolean;
  /** Position of the last event that changed it. */
  changedAt: number;
}

/**
 * The arrays of an add(), kept for the next one: written by index and never emptied (emptying
 * an array frees its storage), they stop growing after the first few calls. The documents of
 * the relevant events are flat: event i owns refs[refStart[i]..refStart[i + 1]), and refIds holds
 * the id strings refs() gave, which evolve's changes usually reuse, so that matching a change to
 * its document is an identity check. targets are the documents one event's changes apply to.
 */
class Scratch {
  readonly relevant: RecordedEvent[] = [];
  readonly refs: DocSlot[] = [];
  readonly refIds: string[] = [];
  readonly refStart: number[] = [];
  readonly targets: Array<DocSlot | null> = [];

  /** Lets go of the events and ids of the last add(), keeping the arrays' storage. */
  release(count: number, refCount: number): void {
    (this.relevant as unknown[]).fill(undefined, 0, count);
    (this.refIds as unknown[]).fill(undefined, 0, refCount);
  }
}

/** Documents by collection, then id. */
type Slots = Map<string, Map<string, DocSlot>>;

/**
 * What a unit hands to the next once its writes are in the store (BatchProjector.unit): the
 * documents used since the last rotation, and the ones before it, which move back when used again.
 */
export interface KeptDocs {
  slots: Slots;
  /** Known documents in `slots`. */
  known: number;
  older: Slots;
}

/**
 * The documents of one read-store transaction in the making. Events are added in order; each
 * document is loaded once (one getMany per collection for all events added together), then kept
 * here, so consecutive events on the same document see each other's changes, and a document
 * touched a thousand times is written once, in its final state, with the position of the last
 * event that changed it.
 */
export class UnitOfWork {
  /** The collection looked up last, and its slots: consecutive refs mostly share one. */
  private lastCollection = '';
  private lastIds: Map<string, DocSlot> | undefined;
  /** Changed slots, in the order of their first change. */
  private readonly changed: DocSlot[] = [];
  private readonly view = new EventDocs();
  private scratch: Scratch | null = new Scratch();
  private round = 0;
  /** Events added, relevant or not. */
  events = 0;
  /** Highest position added (0 when none). */
  lastPosition = 0;

  private readonly slots: Slots;
  private readonly older: Slots;
  private known: number;

  /**
   * `kept` are documents of earlier units whose writes are in the store (see
   * BatchProjector.unit), so their state is known without loading them again.
   */
  constructor(
    private readonly definition: ProjectionDefinition,
    private readonly types: ReadonlySet<string>,
    kept?: KeptDocs,
  ) {
    this.slots = kept?.slots ?? new Map();
    this.older = kept?.older ?? new Map();
    this.known = kept?.known ?? 0;
  }

  /** Documents to write. */
  get size(): number {
    return this.changed.length;
  }

  /**
   * The documents, for the next unit, once this unit's writes are in the store: the state this
   * unit ends with is then the stored state. At most `limit` are kept: once those used since the
   * last rotation pass half of it, they become the older ones and the older ones go (those not
   * used since: least recently used, roughly, for no work per use); past `limit` all go.
   */
  handOver(limit: number): KeptDocs {
    for (const slot of this.changed) slot.dirty = false;
    this.changed.length = 0;
    if (this.known > limit) return { slots: new Map(), known: 0, older: new Map() };
    if (this.known > limit / 2) return { slots: new Map(), known: 0, older: this.slots };
    return { slots: this.slots, known: this.known, older: this.older };
  }

  private slot(collection: string, id: string): DocSlot {
    let ids = collection === this.lastCollection ? this.lastIds : this.slots.get(collection);
    if (!ids) this.slots.set(collection, (ids = new Map()));
    this.lastCollection = collection;
    this.lastIds = ids;
    let slot = ids.get(id);
    if (!slot) {
      const older = this.older.get(collection);
      slot = older?.get(id);
      if (slot) {
        older?.delete(id);
        if (slot.known) this.known += 1;
      } else {
        slot = { collection, id, key: docKey(collection, id), doc: null, known: false, queued: 0, dirty: false, changedAt: 0 };
      }
      ids.set(id, slot);
    }
    return slot;
  }

  async add(events: RecordedEvent[], source: DocSource): Promise<void> {
    // An add() overlapping another (never the runner's) gets arrays of its own.
    const scratch = this.scratch ?? new Scratch();
    this.scratch = null;
    try {
      await this.addWith(events, source, scratch);
    } finally {
      this.scratch = scratch;
    }
  }

  private async addWith(events: RecordedEvent[], source: DocSource, scratch: Scratch): Promise<void> {
    const { definition, types } = this;
    const round = (this.round += 1);
    const { relevant, refs, refIds, refStart } = scratch;
    let count = 0;
    let refCount = 0;
    const missing = new Map<string, DocSlot[]>();
    let lastPosition = this.lastPosition;
    for (let i = 0; i < events.length; i += 1) {
      const event = events[i] as RecordedEvent;
      if (event.position > lastPosition) lastPosition = event.position;
      if (!types.has(event.type)) continue;
      relevant[count] = event;
      refStart[count] = refCount;
      count += 1;
      let named: DocRef[];
      try {
        named = definition.refs(event);
      } catch (error) {
        throw new EventHandlerError(event, error);
      }
      for (let r = 0; r < named.length; r += 1) {
        const ref = named[r] as DocRef;
        const slot = this.slot(ref.collection, ref.id);
        refs[refCount] = slot;
        refIds[refCount] = ref.id;
        refCount += 1;
        // Queued again after an add() that failed while loading.
        if (slot.known || slot.queued === round) continue;
        slot.queued = round;
        let queue = missing.get(slot.collection);
        if (!queue) missing.set(slot.collection, (queue = []));
        queue.push(slot);
      }
    }
    refStart[count] = refCount;
    this.lastPosition = lastPosition;
    this.events += events.length;
    for (const [collection, queue] of missing) {
      const found = await source.getMany(
        collection,
        queue.map((slot) => slot.id),
      );
      for (const slot of queue) {
        slot.doc = found.get(slot.id) ?? null;
        slot.known = true;
        this.known += 1;
      }
    }

    const shown = EventDocs.current;
    EventDocs.current = this.view;
    try {
      this.evolveAll(scratch, count);
    } finally {
      EventDocs.current = shown;
      scratch.release(count, refCount);
    }
  }

  /** Applies the first `count` relevant events of an add(). */
  private evolveAll(scratch: Scratch, count: number): void {
    const { definition, view, changed } = this;
    const { relevant, refs, refIds, refStart, targets } = scratch;
    for (let e = 0; e < count; e += 1) {
      const event = relevant[e] as RecordedEvent;
      const position = event.position;
      const first = refStart[e] as number;
      const last = refStart[e + 1] as number;
      let changes: DocChange[];
      try {
        changes = definition.evolve(view.show(refs, refIds, first, last), event);
      } catch (error) {
        // Named with its event, so the runner can park that one event rather than the batch.
        throw new EventHandlerError(event, error);
      }
      // A document already showing this event (a redelivery) keeps its state. Decided before
      // applying any change, so two changes of one event to one document both apply.
      for (let c = 0; c < changes.length; c += 1) {
        const change = changes[c] as DocChange;
        let slot: DocSlot | undefined;
        for (let r = first; r < last; r += 1) {
          const ref = refs[r] as DocSlot;
          if (refIds[r] === change.id && ref.collection === change.collection) {
            slot = ref;
            break;
          }
        }
        slot ??= this.slot(change.collection, change.id);
        const current = slot.doc;
        targets[c] = current !== null && current._position >= position ? null : slot;
      }
      for (let c = 0; c < changes.length; c += 1) {
        const slot = targets[c];
        if (!slot) continue;
        const change = changes[c] as DocChange;
        let doc: ReadDoc | null = null;
        if (change.doc !== null) {
          // evolve returns fresh objects; stamping them in place spares a copy per change.
          doc = Object.isFrozen(change.doc) ? ({ ...change.doc } as ReadDoc) : (change.doc as ReadDoc);
          doc._id = change.id;
          doc._position = position;
        }
        slot.doc = doc;
        if (!slot.known) {
          slot.known = true;
          this.known += 1;
        }
        if (!slot.dirty) {
          slot.dirty = true;
          changed.push(slot);
        }
        slot.changedAt = position;
      }
    }
  }

  writes(): DocWrite[] {
    const { changed } = this;
    const writes = new Array<DocWrite>(changed.length);
    for (let i = 0; i < changed.length; i += 1) {
      const { collection, id, doc, changedAt } = changed[i] as DocSlot;
      writes[i] = doc ? { collection, kind: 'put', doc } : { collection, kind: 'delete', id, position: changedAt };
    }
    return writes;
  }
}

/** Turns batches of events into the writes of one read-store transaction each. */
export class BatchProjector {
  private readonly types: ReadonlySet<string>;

  constructor(private readonly definition: ProjectionDefinition) {
    this.types = new Set(definition.eventTypes);
  }

  /** Whether events of this type concern the projection. */
  projects(type: string): boolean {
    return this.types.has(type);
  }

  /**
   * A new unit of work. Given the previous one, once its writes are in the store, it starts from
   * that one's documents (up to `keptLimit`, see UnitOfWork.handOver) instead of loading them
   * again; only the sole writer of a generation may do so, as nobody else changes what it wrote.
   */
  unit(after?: UnitOfWork, keptLimit = Number.POSITIVE_INFINITY): UnitOfWork {
    return new UnitOfWork(this.definition, this.types, after?.handOver(keptLimit));
  }

  async project(events: RecordedEvent[], source: DocSource): Promise<DocWrite[]> {
    const unit = this.unit();
    await unit.add(events, source);
    return unit.writes();
  }
}
