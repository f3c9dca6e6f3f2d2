import { MongoBulkWriteError, type AnyBulkWriteOperation, type ClientSession, type Db, type Filter as MongoFilter } from 'mongodb';
import type { DocWrite, ReadDoc } from '../port';
import { DUPLICATE_KEY } from './mongo-registry';

/**
 * A deleted document stays as a tombstone: its id, the position of the delete, and this flag.
 * Without it, a put older than the delete (a batch written again after a crash, or by the
 * previous owner of a consumer group during a rebalance) would find no document and bring it
 * back. Readers never see tombstones.
 */
export const TOMBSTONE_FIELD = '_deleted';

/** The document a write leaves: the put's, or the delete's tombstone. */
export function documentOf(write: DocWrite): ReadDoc {
  return write.kind === 'put' ? write.doc : { _id: write.id, _position: write.position, [TOMBSTONE_FIELD]: true };
}

const positionOf = (write: DocWrite): number => (write.kind === 'put' ? write.doc._position : write.position);
const idOf = (write: DocWrite): string => (write.kind === 'put' ? write.doc._id : write.id);

/** A read's filter, restricted to documents that are not tombstones. */
export function liveOnly<T extends object>(filter: T): T & { [TOMBSTONE_FIELD]: { $exists: false } } {
  return { ...filter, [TOMBSTONE_FIELD]: { $exists: false } };
}

function byCollection(writes: DocWrite[]): Map<string, DocWrite[]> {
  const groups = new Map<string, DocWrite[]>();
  for (const write of writes) groups.set(write.collection, [...(groups.get(write.collection) ?? []), write]);
  return groups;
}

/**
 * Without a transaction: each write replaces its document only if the stored one is older (an
 * upsert whose guard fails hits the unique _id, which bulkWriteIgnoringNewer reads as "already
 * applied").
 */
export function guardedOperations(writes: DocWrite[]): Map<string, AnyBulkWriteOperation<ReadDoc>[]> {
  const operations = new Map<string, AnyBulkWriteOperation<ReadDoc>[]>();
  for (const [collection, group] of byCollection(writes)) {
    operations.set(
      collection,
      group.map((write) => ({
        replaceOne: { filter: { _id: idOf(write), _position: { $lt: positionOf(write) } }, replacement: documentOf(write), upsert: true },
      })),
    );
  }
  return operations;
}

/**
 * In a transaction a failed write aborts everything, so the guard is applied beforehand: of one
 * collection's writes, the newest per document, and only where it is newer than the stored
 * document (`stored`: id → _position, tombstones included).
 */
export function newerWrites(writes: DocWrite[], stored: Map<string, number>): DocWrite[] {
  const newest = new Map<string, DocWrite>();
  for (const write of writes) {
    const seen = newest.get(idOf(write));
    if (!seen || positionOf(write) > positionOf(seen)) newest.set(idOf(write), write);
  }
  return writes.filter((write) => newest.get(idOf(write)) === write && positionOf(write) > (stored.get(idOf(write)) ?? 0));
}

/** Writes one batch's documents without a transaction (a MongoDB that is not a replica set). */
export async function writeGuarded(db: Db, physical: (collection: string) => string, writes: DocWrite[]): Promise<void> {
  await Promise.all(
    [...guardedOperations(writes)].map(async ([collection, operations]) => {
      try {
        await db.collection<ReadDoc>(physical(collection)).bulkWrite(operations, { ordered: false });
      } catch (error) {
        if (!(error instanceof MongoBulkWriteError) || error.err) throw error;
        const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
        if (errors.some((e) => e.code !== DUPLICATE_KEY)) throw error;
      }
    }),
  );
}

/** Writes one batch's documents inside the caller's transaction. */
export async function writeInTransaction(db: Db, physical: (collection: string) => string, writes: DocWrite[], session: ClientSession): Promise<void> {
  for (const [collection, group] of byCollection(writes)) {
    const target = db.collection<ReadDoc>(physical(collection));
    const ids = [...new Set(group.map(idOf))];
    const filter: MongoFilter<ReadDoc> = { _id: { $in: ids } };
    const stored = await target.find(filter, { session, projection: { _position: 1 } }).toArray();
    const operations = newerWrites(group, new Map(stored.map((d) => [d._id, d._position])))
      .map((write): AnyBulkWriteOperation<ReadDoc> => ({ replaceOne: { filter: { _id: idOf(write) }, replacement: documentOf(write), upsert: true } }));
    if (operations.length > 0) await target.bulkWrite(operations, { session, ordered: true });
  }
}
