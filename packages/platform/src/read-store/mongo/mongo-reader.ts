import type { Db } from 'mongodb';
import { effectiveSort, nextCursorAfter } from '../cursor';
import type { Filter, FindOptions, Page, ReadDoc, ReadStoreReader } from '../port';
import { liveOnly } from './mongo-batch';
import { findQuery, mongoFilter } from './mongo-query';

/** Physical collection of a logical one, for some generation; null when it has none (empty). */
export type CollectionResolver = (collection: string) => Promise<string | null>;

export class MongoReader implements ReadStoreReader {
  constructor(
    private readonly db: Db,
    private readonly resolve: CollectionResolver,
  ) {}

  async get<T extends ReadDoc>(collection: string, id: string): Promise<T | null> {
    const physical = await this.resolve(collection);
    if (physical === null) return null;
    return (await this.db.collection<ReadDoc>(physical).findOne(liveOnly({ _id: id }))) as T | null;
  }

  async getMany<T extends ReadDoc>(collection: string, ids: string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const physical = await this.resolve(collection);
    if (physical === null || ids.length === 0) return found;
    const docs = await this.db.collection<ReadDoc>(physical).find(liveOnly({ _id: { $in: ids } })).toArray();
    for (const doc of docs) found.set(doc._id, doc as T);
    return found;
  }

  async find<T extends ReadDoc>(collection: string, filter: Filter, options: FindOptions = {}): Promise<Page<T>> {
    const physical = await this.resolve(collection);
    if (physical === null) return { items: [], nextCursor: null };
    const query = findQuery(filter, options);
    let cursor = this.db.collection<ReadDoc>(physical).find(liveOnly(query.filter)).sort(query.sort);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit + 1);
    const docs = (await cursor.toArray()) as T[];
    const hasMore = options.limit !== undefined && docs.length > options.limit;
    const items = hasMore ? docs.slice(0, options.limit) : docs;
    return { items, nextCursor: nextCursorAfter(items, hasMore, effectiveSort(options)) };
  }

  async count(collection: string, filter: Filter): Promise<number> {
    const physical = await this.resolve(collection);
    if (physical === null) return 0;
    return this.db.collection<ReadDoc>(physical).countDocuments(liveOnly(mongoFilter(filter)));
  }
}
