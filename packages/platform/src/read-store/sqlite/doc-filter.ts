import { decodeCursor, effectiveSort, valueAt } from '../cursor';
import type { FieldCondition, Filter, FindOptions } from '../port';

/**
 * The filter language evaluated on documents in memory exactly as sql-query.ts's SQL evaluates it
 * on their JSON text, for the documents written behind (pending-writes.ts) that a query must show
 * beside the rows of the table. What json_extract gives decides: a missing field and JSON null are
 * NULL, true and false are 1 and 0, objects and arrays are their JSON text; NULL sorts lowest, then
 * numbers, then text, which compares by UTF-8 bytes.
 */

export type SqlValue = number | string | null;

/** What `json_extract(doc, '$.path')` (or the id and position columns) gives for a field. */
export function sqlValueAt(doc: Record<string, unknown>, path: string): SqlValue {
  const value = path.includes('.') ? valueAt(doc, path) : doc[path];
  switch (typeof value) {
    case 'string':
    case 'number':
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'object':
      return value === null ? null : JSON.stringify(value);
    default:
      return null;
  }
}

/**
 * Text by code point, which is UTF-8's byte order: UTF-16 units differ from it only where a
 * surrogate (U+D800-DFFF, a code point past U+FFFF) meets U+E000-FFFF.
 */
export function compareText(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x <= 0xdfff ? x + 0x2000 : x - 0x800;
      y = y <= 0xdfff ? y + 0x2000 : y - 0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

const rank = (value: SqlValue): number => (value === null ? 0 : typeof value === 'number' ? 1 : 2);

/** SQLite's order of two values of no affinity: NULL, then numbers, then text. */
export function compareSql(a: SqlValue, b: SqlValue): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 1) return (a as number) - (b as number);
  if (ra === 2) return compareText(a as string, b as string);
  return 0;
}

const operand = (value: string | number | boolean): SqlValue => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

const RANGES = ['$gt', '$gte', '$lt', '$lte'] as const;

function holds(value: SqlValue, cond: FieldCondition, column: boolean): boolean {
  if (cond === null) return value === null;
  if (typeof cond !== 'object') {
    return value !== null && compareSql(value, operand(cond)) === 0;
  }
  if ('$in' in cond) return value !== null && cond.$in.some((item) => compareSql(value, item) === 0);
  if ('$ne' in cond) return cond.$ne === null ? value !== null : value === null || compareSql(value, operand(cond.$ne)) !== 0;
  // The first operator present decides, as in the SQL; a field of another type never matches,
  // while the id and position columns compare across types.
  for (const op of RANGES) {
    if (!(op in cond)) continue;
    const bound = (cond as Record<typeof op, string | number>)[op];
    if (value === null) return false;
    if (!column && rank(value) !== rank(bound)) return false;
    const order = compareSql(value, bound);
    return op === '$gt' ? order > 0 : op === '$gte' ? order >= 0 : op === '$lt' ? order < 0 : order <= 0;
  }
  throw new Error(`Unsupported condition ${JSON.stringify(cond)}`);
}

export function matchesFilter(doc: Record<string, unknown>, filter: Filter): boolean {
  for (const path in filter) {
    if (!holds(sqlValueAt(doc, path), filter[path] as FieldCondition, path === '_id' || path === '_position')) return false;
  }
  return true;
}

/** A find's order (the sort field, then _id in the same direction) and its cursor's bound. */
export class FindOrder {
  private readonly field: string;
  private readonly direction: 1 | -1;
  private readonly after: { value: SqlValue; id: string } | null;

  constructor(options: FindOptions) {
    const sort = effectiveSort(options);
    this.field = sort.field;
    this.direction = sort.direction;
    this.after = options.cursor ? decodeCursor(options.cursor, sort) : null;
  }

  /** Negative when `a` comes first. */
  compare(a: Record<string, unknown>, b: Record<string, unknown>): number {
    if (this.field !== '_id') {
      const order = compareSql(sqlValueAt(a, this.field), sqlValueAt(b, this.field));
      if (order !== 0) return order * this.direction;
    }
    return compareText(a._id as string, b._id as string) * this.direction;
  }

  /** Whether a document comes after the cursor (every document does without one). */
  follows(doc: Record<string, unknown>): boolean {
    const after = this.after;
    if (!after) return true;
    if (this.field !== '_id') {
      const order = compareSql(sqlValueAt(doc, this.field), after.value);
      if (order !== 0) return order * this.direction > 0;
    }
    return compareText(doc._id as string, after.id) * this.direction > 0;
  }
}
