import type Database from 'better-sqlite3';
import type { CollectionSpec, ReadDoc } from '../port';
import { indexColumns } from './sql-query';

/**
 * One physical table per collection generation: the document as JSON text, its key and its
 * position in columns of their own, so the position guard and key lookups never parse JSON.
 */
export function createTable(db: Database.Database, table: string, spec: CollectionSpec): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS "${table}" (id TEXT PRIMARY KEY NOT NULL, position INTEGER NOT NULL, doc TEXT NOT NULL)`,
  );
  for (const fields of spec.indexes ?? []) {
    db.exec(`CREATE INDEX IF NOT EXISTS "${table}__ix(${fields.join(',')})" ON "${table}" (${indexColumns(fields)})`);
  }
}

export function dropTable(db: Database.Database, table: string): void {
  db.exec(`DROP TABLE IF EXISTS "${table}"`);
}

/** The statements a projection writer runs against one table, prepared once. */
export class TableWriter {
  private readonly upsert: Database.Statement<[string, number, string]>;
  private readonly remove: Database.Statement<[string, number]>;
  private readonly many: Database.Statement<[string], string>;
  private readonly stored: Database.Statement<[string], { id: string; position: number }>;

  constructor(db: Database.Database, table: string) {
    // The WHERE of the upsert is the position guard: an older or repeated event changes nothing.
    this.upsert = db.prepare(
      `INSERT INTO "${table}" (id, position, doc) VALUES (?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET position = excluded.position, doc = excluded.doc
       WHERE excluded.position > "${table}".position`,
    );
    this.remove = db.prepare(`DELETE FROM "${table}" WHERE id = ? AND position < ?`);
    // One statement for any number of ids: the list travels as one JSON array parameter.
    this.many = db
      .prepare<[string], string>(`SELECT doc FROM "${table}" WHERE id IN (SELECT value FROM json_each(?))`)
      .pluck();
    this.stored = db.prepare<[string], { id: string; position: number }>(`SELECT id, position FROM "${table}" WHERE id IN (SELECT value FROM json_each(?))`);
  }

  /** The stored positions of those of `ids` that have a row. */
  positions(ids: string[]): Map<string, number> {
    const found = new Map<string, number>();
    if (ids.length === 0) return found;
    for (const row of this.stored.all(JSON.stringify(ids))) found.set(row.id, row.position);
    return found;
  }

  put(doc: ReadDoc): void {
    this.upsert.run(doc._id, doc._position, JSON.stringify(doc));
  }

  /** A document already turned to text (held behind). */
  putText(id: string, position: number, text: string): void {
    this.upsert.run(id, position, text);
  }

  delete(id: string, position: number): void {
    this.remove.run(id, position);
  }

  getMany<T extends ReadDoc>(ids: string[]): Map<string, T> {
    const found = new Map<string, T>();
    if (ids.length === 0) return found;
    for (const text of this.many.all(JSON.stringify(ids))) {
      const doc = JSON.parse(text) as T;
      found.set(doc._id, doc);
    }
    return found;
  }
}
