import type Database from 'better-sqlite3';
import { effectiveSort, nextCursorAfter } from '../cursor';
import type { Filter, FindOptions, Page, ReadDoc, ReadStoreReader } from '../port';
import { countQuery, findQuery, type SqlParam } from './sql-query';

/** How a reader finds the physical table of a collection; null when there is none (empty). */
export interface TableResolver {
  table(collection: string): string | null;
  /** Forget resolved tables: another process may have switched or dropped a generation. */
  invalidate(): void;
}

/** By message, not by class: an error made in another realm (a vm context) is no `instanceof Error` here. */
const isMissingTable = (error: unknown): boolean =>
  typeof (error as { message?: unknown } | null)?.message === 'string' && /no such table/.test((error as { message: string }).message);

/** Queries over whichever generation the resolver names, with prepared statements kept by SQL text. */
export class SqliteReader implements ReadStoreReader {
  private readonly statements = new Map<string, Database.Statement<SqlParam[], unknown>>();

  constructor(
    private readonly db: Database.Database,
    private readonly resolver: TableResolver,
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
    return this.read(collection, null, (table) => {
      const text = this.statement(`SELECT doc FROM "${table}" WHERE id = ?`).pluck().get(id) as string | undefined;
      return text === undefined ? null : (JSON.parse(text) as T);
    });
  }

  async getMany<T extends ReadDoc>(collection: string, ids: string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    if (ids.length === 0) return found;
    return this.read(collection, found, (table) => {
      const sql = `SELECT doc FROM "${table}" WHERE id IN (SELECT value FROM json_each(?))`;
      for (const text of this.statement(sql).pluck().all(JSON.stringify(ids)) as string[]) {
        const doc = JSON.parse(text) as T;
        found.set(doc._id, doc);
      }
      return found;
    });
  }

  async find<T extends ReadDoc>(collection: string, filter: Filter, options: FindOptions = {}): Promise<Page<T>> {
    return this.read(collection, { items: [], nextCursor: null } as Page<T>, (table) => {
      const query = findQuery(table, filter, options);
      const rows = this.statement(query.sql).pluck().all(...query.params) as string[];
      const hasMore = options.limit !== undefined && rows.length > options.limit;
      const items = (hasMore ? rows.slice(0, options.limit) : rows).map((text) => JSON.parse(text) as T);
      return { items, nextCursor: nextCursorAfter(items, hasMore, effectiveSort(options)) };
    });
  }

  async count(collection: string, filter: Filter): Promise<number> {
    return this.read(collection, 0, (table) => {
      const query = countQuery(table, filter);
      return this.statement(query.sql).pluck().get(...query.params) as number;
    });
  }
}
