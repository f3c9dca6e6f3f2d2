import Database from 'better-sqlite3';
import type { Kept, SharedLimits } from './port';

/** Expired records are deleted every this many changes: they no longer count, so waiting costs only space. */
const PRUNE_EVERY_CHANGES = 1000;

/**
 * The limits' records in a SQLite file of their own (`limits.db` in the data folder), shared by
 * every server process on it. A change reads and writes its record in one immediate transaction:
 * SQLite's write lock orders the processes, so a burst spread over them counts as one client's.
 * Not in the log (they are not facts of the game) nor in read.db (the projector is its one
 * writer); a file of their own also keeps logins from waiting on appends. Not synced at every
 * change: a count lost with the machine only starts afresh.
 */
export class SqliteLimits implements SharedLimits {
  private readonly db: Database.Database;
  private readonly read: Database.Statement<[string, string]>;
  private readonly write: Database.Statement<[string, string, string, number]>;
  private readonly prune: Database.Statement<[number]>;
  private changes = 0;

  constructor(options: { file: string; busyTimeoutMs?: number }) {
    this.db = new Database(options.file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS limit_records (scope TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, expires_at_ms INTEGER NOT NULL, PRIMARY KEY (scope, key)) WITHOUT ROWID',
    );
    this.read = this.db.prepare('SELECT value, expires_at_ms AS expiresAtMs FROM limit_records WHERE scope = ? AND key = ?');
    this.write = this.db.prepare(
      'INSERT INTO limit_records (scope, key, value, expires_at_ms) VALUES (?, ?, ?, ?) ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value, expires_at_ms = excluded.expires_at_ms',
    );
    this.prune = this.db.prepare('DELETE FROM limit_records WHERE expires_at_ms <= ?');
  }

  update<T>(scope: string, key: string, nowMs: number, change: (current: T | undefined) => Kept<T> | undefined): void {
    const run = this.db.transaction(() => {
      const row = this.read.get(scope, key) as { value: string; expiresAtMs: number } | undefined;
      const next = change(row && row.expiresAtMs > nowMs ? (JSON.parse(row.value) as T) : undefined);
      if (next === undefined) return;
      this.write.run(scope, key, JSON.stringify(next.value), next.expiresAtMs);
      this.changes += 1;
      if (this.changes % PRUNE_EVERY_CHANGES === 0) this.prune.run(nowMs);
    });
    run.immediate();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
