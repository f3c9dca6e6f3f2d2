import { BOUND_LIMIT } from '../../sqlite/bound-limit';
import { decodeCursor, effectiveSort } from '../cursor';
import { assertFieldPath } from '../names';
import type { FieldCondition, Filter, FindOptions } from '../port';

/**
 * Turns the port's filter language into SQL over JSON documents. Every field becomes the very
 * same `json_extract(doc, '$.path')` text that the indexes are declared on, which is what lets
 * SQLite use an expression index. Semantics follow MongoDB's: null matches a missing field,
 * $ne matches a missing field, and range operators only match values of the operand's type.
 */

export type SqlParam = string | number | null;

export interface SqlFragment {
  sql: string;
  params: SqlParam[];
}

export function fieldExpression(path: string): string {
  if (path === '_id') return 'id';
  if (path === '_position') return 'position';
  return `json_extract(doc, '$.${assertFieldPath(path)}')`;
}

/** SQLite has no boolean: JSON true/false come back from json_extract as 1/0. */
const param = (value: string | number | boolean): SqlParam =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value;

const typeGuard = (expr: string, operand: string | number): string =>
  typeof operand === 'number' ? `typeof(${expr}) IN ('integer', 'real')` : `typeof(${expr}) = 'text'`;

const RANGE = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

function condition(expr: string, cond: FieldCondition, params: SqlParam[]): string {
  if (cond === null) return `${expr} IS NULL`;
  if (typeof cond !== 'object') {
    params.push(param(cond));
    return `${expr} = ?`;
  }
  if ('$in' in cond) {
    params.push(JSON.stringify(cond.$in));
    return `${expr} IN (SELECT value FROM json_each(?))`;
  }
  if ('$ne' in cond) {
    if (cond.$ne === null) return `${expr} IS NOT NULL`;
    params.push(param(cond.$ne));
    return `${expr} IS NOT ?`;
  }
  for (const op of Object.keys(RANGE) as Array<keyof typeof RANGE>) {
    if (op in cond) {
      const operand = (cond as Record<typeof op, string | number>)[op];
      params.push(operand);
      const guard = expr === 'id' || expr === 'position' ? '' : ` AND ${typeGuard(expr, operand)}`;
      return `(${expr} ${RANGE[op]} ?${guard})`;
    }
  }
  throw new Error(`Unsupported condition ${JSON.stringify(cond)}`);
}

export function whereClause(filter: Filter): SqlFragment {
  const params: SqlParam[] = [];
  const parts = Object.entries(filter).map(([path, cond]) => condition(fieldExpression(path), cond, params));
  return { sql: parts.length > 0 ? parts.join(' AND ') : '1', params };
}

/**
 * The page after a cursor, in the sort order (NULL sorts lowest in both engines). Row values
 * keep the non-null case a single index range.
 */
function afterCursor(options: FindOptions, params: SqlParam[]): string | null {
  if (!options.cursor) return null;
  const sort = effectiveSort(options);
  const { value, id } = decodeCursor(options.cursor, sort);
  const expr = fieldExpression(sort.field);
  if (expr === 'id') {
    params.push(id);
    return sort.direction === 1 ? 'id > ?' : 'id < ?';
  }
  if (value === null) {
    params.push(id);
    return sort.direction === 1
      ? `(${expr} IS NOT NULL OR id > ?)`
      : `(${expr} IS NULL AND id < ?)`;
  }
  params.push(value, id);
  return sort.direction === 1 ? `(${expr}, id) > (?, ?)` : `((${expr}, id) < (?, ?) OR ${expr} IS NULL)`;
}

/**
 * SELECT of one page, asking for one row more than the limit to know whether another follows;
 * of the documents, or (`withIds`) of rows of id and document.
 */
export function findQuery(table: string, filter: Filter, options: FindOptions = {}, withIds = false): SqlFragment {
  const where = whereClause(filter);
  const params = [...where.params];
  const conditions = [where.sql];
  const cursor = afterCursor(options, params);
  if (cursor) conditions.push(cursor);
  const sort = effectiveSort(options);
  const dir = sort.direction === 1 ? 'ASC' : 'DESC';
  const expr = fieldExpression(sort.field);
  const order = expr === 'id' ? `id ${dir}` : `${expr} ${dir}, id ${dir}`;
  let sql = `SELECT ${withIds ? 'id, doc' : 'doc'} FROM "${table}" WHERE ${conditions.join(' AND ')} ORDER BY ${order}`;
  if (options.limit !== undefined) {
    sql += ` LIMIT ${BOUND_LIMIT}`;
    params.push(options.limit + 1);
  }
  return { sql, params };
}

export function countQuery(table: string, filter: Filter): SqlFragment {
  const where = whereClause(filter);
  return { sql: `SELECT count(*) FROM "${table}" WHERE ${where.sql}`, params: where.params };
}

/** The ids of the rows that match: a count that must leave some rows out. */
export function idsQuery(table: string, filter: Filter): SqlFragment {
  const where = whereClause(filter);
  return { sql: `SELECT id FROM "${table}" WHERE ${where.sql}`, params: where.params };
}

/** Index columns: the declared fields, then id so that ties on the sort need no extra sort. */
export const indexColumns = (fields: string[]): string =>
  [...fields.map(fieldExpression), 'id'].filter((e, i, all) => all.indexOf(e) === i).join(', ');
