import type Database from 'better-sqlite3';
import { effectiveSort, nextCursorAfter } from '../cursor';
import type { Filter, FindOptions, Page, ReadDoc, ReadStoreReader } from '../port';
import { heldMatching, mergedPage, shownDoc, shownDocs, type HeldTable, type PendingWrites } from './pending-writes';
import { countQuery, findQuery, idsQuery, type SqlParam } from './sql-query';

/** How a reader finds the physical table of a collection; null when there is none (empty). */
export interface TableResolver {
  table(collection: string): string | null;
  /** Forget resolved tables: another process may have switched or dropped a generation. */
  invalidate(): void;
}

/** By message, not by class: an error made in another realm (a vm context) is no `instanceof Error` here. */
const isMissingTable = (error: unknown): boolean =>
  typeof (error as { message?: unknown } | null)?.message === 'string' && /no such table/.test((error as { message: string }).message);

/**
 * Queries over whichever generation the resolver names, with prepared statements kept by SQL text;
 * documents written behind and not committed yet (`pending`) show in place of their rows.
 */
export class SqliteReader implements ReadStoreReader {
  private readonly statements = new Map<string, Database.Statement<SqlParam[], unknown>>();

  constructor(
    private readonly db: Database.Database,
    private readonly resolver: TableResolver,
    private readonly pending?: PendingWrites,
  ) {}

  /**
   * Runs a read on the resolved table. A generation dropped by another process between the
   * resolution and the statement shows as a missing table: resolve again once and retry.
   */
  private read<R>(collection: string, empty: R, run: (table: string) => R): R {
    for (let attempt = 0; ; attempt += 1) {
      const table = this.resolver.table(collection);
      if (table === null) return empty;
      try {
        return run(table);
      } catch (error) {
        if (attempt > 0 || !isMissingTable(error)) throw error;
        this.resolver.invalidate();
        this.statements.clear();
      }
    }
  }

  private statement(sql: string): Database.Statement<SqlParam[], unknown> {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size > 500) this.statements.clear();
      statement = this.db.prepare<SqlParam[], unknown>(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  forgetStatements(): void {
    this.statements.clear();
  }

  async get<T extends ReadDoc>(collection: string, id: string): Promise<T | null> {
    return this.read(collection, null, (table) =>
      shownDoc<T>(this.pending?.of(table), id, () => {
        const text = this.statement(`SELECT doc FROM "${table}" WHERE id = ?`).pluck().get(id) as string | undefined;
        return text === undefined ? null : (JSON.parse(text) as T);
      }),
    );
  }

  async getMany<T extends ReadDoc>(collection: string, ids: string[]): Promise<Map<string, T>> {
    if (ids.length === 0) return new Map();
    return this.read(collection, new Map<string, T>(), (table) =>
      shownDocs<T>(this.pending?.of(table), ids, (rest) => {
        const found = new Map<string, T>();
        const sql = `SELECT doc FROM "${table}" WHERE id IN (SELECT value FROM json_each(?))`;
        for (const text of this.statement(sql).pluck().all(JSON.stringify(rest)) as string[]) {
          const doc = JSON.parse(text) as T;
          found.set(doc._id, doc);
        }
        return found;
      }),
    );
  }

  async find<T extends ReadDoc>(collection: string, filter: Filter, options: FindOptions = {}): Promise<Page<T>> {
    return this.read(collection, { items: [], nextCursor: null } as Page<T>, (table) => {
      const pending = this.pending?.of(table);
      let items: T[];
      let hasMore: boolean;
      if (pending) {
        const shown = mergedPage(pending, this.rowsNotHeld<T>(table, filter, options, pending), filter, options);
        hasMore = options.limit !== undefined && shown.length > options.limit;
        items = hasMore ? shown.slice(0, options.limit) : shown;
      } else {
        const query = findQuery(table, filter, options);
        const rows = this.statement(query.sql).pluck().all(...query.params) as string[];
        hasMore = options.limit !== undefined && rows.length > options.limit;
        items = (hasMore ? rows.slice(0, options.limit) : rows).map((text) => JSON.parse(text) as T);
      }
      return { items, nextCursor: nextCursorAfter(items, hasMore, effectiveSort(options)) };
    });
  }

  /**
   * A page's rows but those held behind (the held state shows instead), with as many as the page
   * needs: when held rows cut it short, it is read again with room for them, until it is full or
   * the rows run out. Usually one query, as few held documents fall within one page.
   */
  private rowsNotHeld<T extends ReadDoc>(table: string, filter: Filter, options: FindOptions, held: HeldTable): T[] {
    const pending = held.docs;
    if (options.limit === undefined) return this.notHeld<T>(table, filter, options, pending).rows;
    const wanted = options.limit + 1;
    let room = wanted;
    for (;;) {
      const { rows, fetched } = this.notHeld<T>(table, filter, { ...options, limit: room - 1 }, pending);
      if (fetched < room || rows.length >= wanted) return rows;
      room = wanted + (fetched - rows.length);
    }
  }

  private notHeld<T extends ReadDoc>(table: string, filter: Filter, options: FindOptions, pending: ReadonlyMap<string, unknown>): { rows: T[]; fetched: number } {
    const query = findQuery(table, filter, options, true);
    const fetched = this.statement(query.sql).all(...query.params) as Array<{ id: string; doc: string }>;
    const rows: T[] = [];
    for (const row of fetched) if (!pending.has(row.id)) rows.push(JSON.parse(row.doc) as T);
    return { rows, fetched: fetched.length };
  }

  async count(collection: string, filter: Filter): Promise<number> {
    return this.read(collection, 0, (table) => {
      const held = this.pending?.of(table);
      if (!held) {
        const query = countQuery(table, filter);
        return this.statement(query.sql).pluck().get(...query.params) as number;
      }
      // The stored rows that match but those held, whose held state counts instead.
      const query = idsQuery(table, filter);
      let stored = 0;
      for (const id of this.statement(query.sql).pluck().iterate(...query.params) as IterableIterator<string>) if (!held.docs.has(id)) stored += 1;
      return stored + heldMatching(held, filter);
    });
  }
}
