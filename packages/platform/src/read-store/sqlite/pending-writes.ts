import type { Filter, FindOptions, ReadDoc } from '../port';
import { FindOrder, matchesFilter, sqlValueAt, type SqlValue } from './doc-filter';

/** A document written behind: its state as the next commit stores it (doc and text null: deleted). */
export interface PendingDoc {
  readonly doc: ReadDoc | null;
  /** The document as the commit writes it, and as every read of it before then parses it. */
  readonly text: string | null;
  readonly position: number;
  /**
   * A delete held before this put: the commit runs it first. A table keeps no trace of a deleted
   * row, so a put after a delete applies whatever its position, and the commit must do the same.
   */
  readonly deletedAt?: number;
}

/**
 * A held state, turned to text when first read or committed. A busy document (a league's
 * leaderboard, a liked post) is put again by most actions between two commits: turned to text at
 * each put, all but the last text went unused. The documents projections hand over are theirs no
 * more (evolve returns new objects and never changes those it was given), so the text written
 * later is the text of the state put.
 */
class HeldDoc implements PendingDoc {
  private written: string | undefined;

  constructor(
    readonly doc: ReadDoc | null,
    readonly position: number,
    readonly deletedAt?: number,
  ) {}

  get text(): string | null {
    if (this.doc === null) return null;
    return (this.written ??= JSON.stringify(this.doc));
  }
}

/** The held documents of one table, and an index of them per field that queries ask equal to a value. */
export class HeldTable {
  readonly docs = new Map<string, PendingDoc>();
  private readonly byField = new Map<string, Map<SqlValue, Set<string>>>();

  set(id: string, entry: PendingDoc): void {
    const old = this.docs.get(id);
    for (const [field, index] of this.byField) {
      if (old?.doc) index.get(sqlValueAt(old.doc, field))?.delete(id);
      if (entry.doc) bucket(index, sqlValueAt(entry.doc, field)).add(id);
    }
    this.docs.set(id, entry);
  }

  /**
   * The held documents that may match a filter: those whose value equals the filter's first
   * equality (a league's, a player's: what the hot queries ask), else every one. A query reads
   * among a handful of them rather than every document a busy table holds.
   */
  candidates(filter: Filter): Iterable<PendingDoc> {
    for (const field in filter) {
      const condition = filter[field];
      if (condition === null || condition === undefined || typeof condition === 'object') continue;
      const value = typeof condition === 'boolean' ? (condition ? 1 : 0) : condition;
      const ids = this.index(field).get(value);
      return ids ? [...ids].map((id) => this.docs.get(id) as PendingDoc) : [];
    }
    return this.docs.values();
  }

  private index(field: string): Map<SqlValue, Set<string>> {
    let index = this.byField.get(field);
    if (!index) {
      index = new Map();
      for (const [id, entry] of this.docs) if (entry.doc) bucket(index, sqlValueAt(entry.doc, field)).add(id);
      this.byField.set(field, index);
    }
    return index;
  }
}

function bucket(index: Map<SqlValue, Set<string>>, value: SqlValue): Set<string> {
  let ids = index.get(value);
  if (!ids) index.set(value, (ids = new Set()));
  return ids;
}

/**
 * The documents handed over by projections and not committed yet, by physical table and id
 * (SqliteReadStore's write-behind). The connection's readers show them in place of the table's
 * rows, so the process that projects reads its own writes before they reach the file. The same
 * position guard as the table's upsert applies: an older state never replaces a newer one.
 */
export class PendingWrites {
  private readonly tables = new Map<string, HeldTable>();

  of(table: string): HeldTable | undefined {
    const held = this.tables.get(table);
    return held && held.docs.size > 0 ? held : undefined;
  }

  /** Holds a document, unless a newer state is held already. */
  put(table: string, doc: ReadDoc): void {
    const held = this.table(table);
    const current = held.docs.get(doc._id);
    const deletedAt = current ? (current.doc === null ? current.position : current.deletedAt) : undefined;
    if (current && current.doc !== null && current.position >= doc._position) return;
    held.set(doc._id, new HeldDoc(doc, doc._position, deletedAt));
  }

  delete(table: string, id: string, position: number): void {
    const held = this.table(table);
    const current = held.docs.get(id);
    if (current && current.position >= position) return;
    // Deleting a put that followed a delete: the later delete covers the table's row as well.
    held.set(id, new HeldDoc(null, Math.max(position, current?.deletedAt ?? 0)));
  }

  /** After a commit (or a loss): the table rows are what readers see again. */
  clear(): void {
    this.tables.clear();
  }

  private table(table: string): HeldTable {
    let held = this.tables.get(table);
    if (!held) this.tables.set(table, (held = new HeldTable()));
    return held;
  }
}

const parse = <T>(entry: PendingDoc): T | null => (entry.text === null ? null : (JSON.parse(entry.text) as T));

/** A document as readers see it: held behind, or else what `stored` reads from the table. */
export function shownDoc<T extends ReadDoc>(held: HeldTable | undefined, id: string, stored: () => T | null): T | null {
  const entry = held?.docs.get(id);
  return entry ? parse<T>(entry) : stored();
}

/** Documents by id: those held behind, then what `stored` reads of the rest from the table. */
export function shownDocs<T extends ReadDoc>(held: HeldTable | undefined, ids: string[], stored: (ids: string[]) => Map<string, T>): Map<string, T> {
  if (!held) return stored(ids);
  const pending = held.docs;
  const rest: string[] = [];
  const shown: T[] = [];
  for (const id of ids) {
    const entry = pending.get(id);
    if (!entry) rest.push(id);
    else if (entry.doc !== null) shown.push(parse<T>(entry) as T);
  }
  const found = rest.length > 0 ? stored(rest) : new Map<string, T>();
  for (const doc of shown) found.set(doc._id, doc);
  return found;
}

/**
 * A page merged from the table's rows (read without the ids held behind) and the held documents
 * that match, in the find's order; at most `limit + 1` items, so the caller knows whether more follow.
 */
export function mergedPage<T extends ReadDoc>(table: HeldTable, rows: T[], filter: Filter, options: FindOptions): T[] {
  const order = new FindOrder(options);
  const held: T[] = [];
  for (const entry of table.candidates(filter)) {
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
export function heldMatching(table: HeldTable, filter: Filter): number {
  let count = 0;
  for (const entry of table.candidates(filter)) if (entry.doc && matchesFilter(entry.doc, filter)) count += 1;
  return count;
}
