import type { Document, Filter as MongoFilter, Sort } from 'mongodb';
import { decodeCursor, effectiveSort } from '../cursor';
import { assertFieldPath } from '../names';
import type { FieldCondition, Filter, FindOptions, ReadDoc } from '../port';

/**
 * The port's filter language is a subset of MongoDB's, so translation is mostly checking:
 * every path is validated so that no caller can smuggle an operator ($where, $expr) in as a
 * field name, and every condition is rebuilt from the known operators only.
 */

function condition(cond: FieldCondition): unknown {
  if (cond === null || typeof cond !== 'object') return cond;
  if ('$in' in cond) return { $in: [...cond.$in] };
  if ('$ne' in cond) return { $ne: cond.$ne };
  if ('$gt' in cond) return { $gt: cond.$gt };
  if ('$gte' in cond) return { $gte: cond.$gte };
  if ('$lt' in cond) return { $lt: cond.$lt };
  if ('$lte' in cond) return { $lte: cond.$lte };
  throw new Error(`Unsupported condition ${JSON.stringify(cond)}`);
}

export function mongoFilter(filter: Filter): MongoFilter<ReadDoc> {
  const query: Record<string, unknown> = {};
  for (const [path, cond] of Object.entries(filter)) query[assertFieldPath(path)] = condition(cond);
  return query;
}

/** Keyset condition for the page after a cursor; missing and null sort lowest, as in SQLite. */
function afterCursor(options: FindOptions): Document | null {
  if (!options.cursor) return null;
  const sort = effectiveSort(options);
  const { value, id } = decodeCursor(options.cursor, sort);
  const after = sort.direction === 1 ? '$gt' : '$lt';
  if (sort.field === '_id') return { _id: { [after]: id } };
  if (value === null) {
    return sort.direction === 1
      ? { $or: [{ [sort.field]: { $ne: null } }, { [sort.field]: null, _id: { $gt: id } }] }
      : { [sort.field]: null, _id: { $lt: id } };
  }
  const branches: Document[] = [{ [sort.field]: { [after]: value } }, { [sort.field]: value, _id: { [after]: id } }];
  if (sort.direction === -1) branches.push({ [sort.field]: null });
  return { $or: branches };
}

export function findQuery(filter: Filter, options: FindOptions = {}): { filter: MongoFilter<ReadDoc>; sort: Sort } {
  const sort = effectiveSort(options);
  assertFieldPath(sort.field);
  const base = mongoFilter(filter);
  const cursor = afterCursor(options);
  return {
    filter: cursor ? { $and: [base, cursor] } : base,
    sort: sort.field === '_id' ? { _id: sort.direction } : { [sort.field]: sort.direction, _id: sort.direction },
  };
}
