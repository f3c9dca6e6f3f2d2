import type { RecordedEvent } from '../event-store/port';
import type { DocChange, ProjectionDefinition } from '../projection/definition';
import { nextCursorAfter } from '../read-store/cursor';
import type { ReadDoc } from '../read-store/port';

/** A kept first page of a list: its documents in the list's order and the cursor to the rest. */
export interface KeptPage<T extends ReadDoc> {
  items: readonly T[];
  nextCursor: string | null;
}

/** Which list a kept page is the first page of. */
export interface PageOfList<T extends ReadDoc> {
  /** The projection that writes the list's collection, and nothing else it reads. */
  projection: ProjectionDefinition;
  collection: string;
  /** The numeric field the list is sorted on, newest (largest) first. */
  sortField: keyof T & string;
  limit: number;
  /** Whether a document belongs to the list (the page's filter). */
  matches(doc: T): boolean;
}

/**
 * The first page of a newest-first list brought up to date with one event, by the projection's
 * own `evolve` run on the documents the page holds; undefined when that cannot be known from the
 * page alone, and the page must be read again. It is what the read store holds once the projection
 * has applied the event, for the events these lists see: a new document (a message, a post) sorts
 * on its event's position, above everything already on the page, and a change to a document on
 * the page (a like) keeps its place. Like the projection runtime, a document already showing the
 * event keeps its state, so a page read after its read model applied the event is left as it is.
 *
 * A document the event names that is not on the page is taken as absent: the page's collections
 * are written only with ids drawn once from the id sequence, so an event creating a document
 * creates a new one. One naming an older document beyond the page (a like of an old post) then
 * changes nothing here, as in the read store's first page.
 */
export function revisedPage<T extends ReadDoc>(page: KeptPage<T>, event: RecordedEvent, list: PageOfList<T>): KeptPage<T> | undefined {
  const { projection, collection, sortField } = list;
  if (!projection.eventTypes.includes(event.type)) return page;
  const refs = projection.refs(event);
  if (refs.some((ref) => ref.collection !== collection)) return undefined;
  const shown = new Map<string, ReadDoc | null>();
  for (const ref of refs) shown.set(`${collection}/${ref.id}`, page.items.find((doc) => doc._id === ref.id) ?? null);
  let items = page.items;
  let more = page.nextCursor !== null;
  for (const change of projection.evolve(shown, event) as DocChange[]) {
    if (change.collection !== collection || change.doc === null) return undefined;
    const at = items.findIndex((doc) => doc._id === change.id);
    const current = at < 0 ? undefined : items[at]!;
    if (current && current._position >= event.position) continue;
    const doc = stamped<T>(change.doc, change.id, event.position);
    if (!list.matches(doc)) {
      if (current) return undefined;
      continue;
    }
    const sortValue = doc[sortField] as unknown;
    if (current) {
      if (sortValue !== current[sortField]) return undefined;
      items = items.map((item, i) => (i === at ? doc : item));
      continue;
    }
    const newest = items[0]?.[sortField] as unknown;
    if (typeof sortValue !== 'number' || (typeof newest === 'number' && sortValue <= newest)) return undefined;
    items = [doc, ...items];
  }
  if (items === page.items) return page;
  if (items.length > list.limit) {
    items = items.slice(0, list.limit);
    more = true;
  }
  const nextCursor = more ? nextCursorAfter(items as Array<T & Record<string, unknown>>, true, { field: sortField, direction: -1 }) : null;
  return { items, nextCursor };
}

/**
 * One kept document brought up to date with an event by the projection that writes it (a
 * player's character after their stats changed), with the same guard as the projection runtime;
 * undefined when the event needs or changes any other document, and the view must be read again.
 */
export function revisedDoc<T extends ReadDoc>(doc: T, event: RecordedEvent, projection: ProjectionDefinition, collection: string): T | undefined {
  if (!projection.eventTypes.includes(event.type)) return doc;
  const refs = projection.refs(event);
  if (refs.length !== 1 || refs[0]!.collection !== collection || refs[0]!.id !== doc._id) return undefined;
  if (doc._position >= event.position) return doc;
  const changes = projection.evolve(new Map([[`${collection}/${doc._id}`, doc]]), event);
  if (changes.length === 0) return doc;
  const [change] = changes;
  if (changes.length !== 1 || change!.collection !== collection || change!.id !== doc._id || change!.doc === null) return undefined;
  return stamped<T>(change!.doc, doc._id, event.position);
}

/**
 * A revised document with its id and position, copied key by key into a new object. Written as
 * `{ ...doc, _id, _position }`, it would be a copy of the projection's own copy of a frozen
 * document, and V8 gives every such object a hidden class of its own once it is frozen in turn:
 * tens of thousands at 20,000 live players, each with its descriptors (memory a full collection
 * marks, and a class every property access on them misses its caches for). Copied key by key from
 * an empty object, the documents of one shape share one.
 */
function stamped<T>(doc: object, id: string, position: number): T {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(doc)) {
    // Assigning "__proto__" would set the prototype; a document from JSON may have it as a key.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: (doc as Record<string, unknown>)[key], enumerable: true, writable: true, configurable: true });
    else copy[key] = (doc as Record<string, unknown>)[key];
  }
  copy._id = id;
  copy._position = position;
  return copy as T;
}
