import type { Filter, FindOptions, ReadDoc } from '../port';
import { FindOrder, matchesFilter } from './doc-filter';

/** A document written behind: its state as the next commit stores it (text null: deleted). */
export interface PendingDoc {
  readonly doc: ReadDoc | null;
  readonly text: string | null;
  readonly position: number;
  /**
   * A delete held before this put: the commit runs it first. A table keeps no trace of a deleted
   * row, so a put after a delete applies whatever its position, and the commit must do the same.
   */
  readonly deletedAt?: number;
}

/**
 * The documents handed over by projections and not committed yet, by physical table and id
 * (SqliteReadStore's write-behind). The connection's readers show them in place of the table's
 * rows, so the process that projects reads its own writes before they reach the file. The same
 * position guard as the table's upsert applies: an older state never replaces a newer one.
 */
export class PendingWrites {
  private readonly tables = new Map<string, Map<string, PendingDoc>>();
  /** Documents held, over every table. */
  size = 0;

  of(table: string): ReadonlyMap<string, PendingDoc> | undefined {
    const docs = this.tables.get(table);
    return docs && docs.size > 0 ? docs : undefined;
  }

  /** The JSON text the commit writes, or null when a newer state is already held. */
  put(table: string, doc: ReadDoc): string | null {
    const docs = this.docs(table);
    const held = docs.get(doc._id);
    const deletedAt = held ? (held.text === null ? held.position : held.deletedAt) : undefined;
    if (held && held.text !== null && held.position >= doc._position) return null;
    const text = JSON.stringify(doc);
    if (!held) this.size += 1;
    docs.set(doc._id, deletedAt === undefined ? { doc, text, position: doc._position } : { doc, text, position: doc._position, deletedAt });
    return text;
  }

  delete(table: string, id: string, position: number): void {
    const docs = this.docs(table);
    const held = docs.get(id);
    if (held && held.position >= position) return;
    if (!held) this.size += 1;
    // Deleting a put that followed a delete: the later delete covers the table's row as well.
    docs.set(id, { doc: null, text: null, position: Math.max(position, held?.deletedAt ?? 0) });
  }

  /** After a commit (or a loss): the table rows are what readers see again. */
  clear(): void {
    this.tables.clear();
    this.size = 0;
  }

  private docs(table: string): Map<string, PendingDoc> {
    let docs = this.tables.get(table);
    if (!docs) this.tables.set(table, (docs = new Map()));
    return docs;
  }
}

const parse = <T>(entry: PendingDoc): T | null => (entry.text === null ? null : (JSON.parse(entry.text) as T));

/** A document as readers see it: held behind, or else what `stored` reads from the table. */
export function shownDoc<T extends ReadDoc>(pending: ReadonlyMap<string, PendingDoc> | undefined, id: string, stored: () => T | null): T | null {
  const entry = pending?.get(id);
  return entry ? parse<T>(entry) : stored();
}

/** Documents by id: those held behind, then what `stored` reads of the rest from the table. */
export function shownDocs<T extends ReadDoc>(pending: ReadonlyMap<string, PendingDoc> | undefined, ids: string[], stored: (ids: string[]) => Map<string, T>): Map<string, T> {
  if (!pending) return stored(ids);
  const rest: string[] = [];
  const held: T[] = [];
  for (const id of ids) {
    const entry = pending.get(id);
    if (!entry) rest.push(id);
    else if (entry.text !== null) held.push(parse<T>(entry) as T);
  }
  const found = rest.length > 0 ? stored(rest) : new Map<string, T>();
  for (const doc of held) found.set(doc._id, doc);
  return found;
}

/**
 * A page merged from the table's rows (read without the ids held behind) and the held documents
 * that match, in the find's order; at most `limit + 1` items, so the caller knows whether more follow.
 */
export function mergedPage<T extends ReadDoc>(pending: ReadonlyMap<string, PendingDoc>, rows: T[], filter: Filter, options: FindOptions): T[] {
  const order = new FindOrder(options);
  const held: T[] = [];
  for (const entry of pending.values()) {
    if (entry.doc && matchesFilter(entry.doc, filter) && order.follows(entry.doc)) held.push(parse<T>(entry) as T);
  }
  if (held.length === 0) return rows;
  held.sort((a, b) => order.compare(a, b));
  const merged: T[] = [];
  const room = options.limit === undefined ? Number.POSITIVE_INFINITY : options.limit + 1;
  let r = 0;
  let h = 0;
  while (merged.length < room && (r < rows.length || h < held.length)) {
    if (h >= held.length || (r < rows.length && order.compare(rows[r] as T, held[h] as T) <= 0)) merged.push(rows[r++] as T);
    else merged.push(held[h++] as T);
  }
  return merged;
}

/** How many held documents match a count's filter. */
export function heldMatching(pending: ReadonlyMap<string, PendingDoc>, filter: Filter): number {
  let count = 0;
  for (const entry of pending.values()) if (entry.doc && matchesFilter(entry.doc, filter)) count += 1;
  return count;
}
