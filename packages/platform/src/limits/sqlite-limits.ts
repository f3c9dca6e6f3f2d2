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
  /** With `soleMs`: every record, changed in memory and stored behind. */
  private readonly held: SoleRecords | null = null;

  /**
   * `soleMs`: this is the only process using the file (one server process), so the records are
   * read once, changed in memory and written at most this many ms later, all changed ones in one
   * transaction: a crash then forgets the last moment's counts, which only start afresh.
   */
  constructor(options: { file: string; busyTimeoutMs?: number; soleMs?: number }) {
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
    if (options.soleMs !== undefined) this.held = new SoleRecords(this.db, this.write, options.soleMs, () => this.prune.run(Date.now()));
  }

  update<T>(scope: string, key: string, nowMs: number, change: (current: T | undefined) => Kept<T> | undefined): void {
    if (this.held) {
      this.held.update(scope, key, nowMs, change);
      return;
    }
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
    this.held?.store();
    if (this.db.open) this.db.close();
  }
}

interface Held {
  scope: string;
  key: string;
  kept: Kept<unknown>;
}

/** The records of a file only this process uses: in memory, the changed ones stored together. */
class SoleRecords {
  private readonly records = new Map<string, Held>();
  private readonly changed = new Set<Held>();
  private timer: NodeJS.Timeout | null = null;
  private changes = 0;
  private readonly storeAll: Database.Transaction<(records: Held[]) => void>;

  constructor(
    db: Database.Database,
    write: Database.Statement<[string, string, string, number]>,
    private readonly delayMs: number,
    prune: () => void,
  ) {
    const rows = db.prepare('SELECT scope, key, value, expires_at_ms AS expiresAtMs FROM limit_records WHERE expires_at_ms > ?').all(Date.now()) as Array<{ scope: string; key: string; value: string; expiresAtMs: number }>;
    for (const row of rows) this.records.set(`${row.scope}\u0000${row.key}`, { scope: row.scope, key: row.key, kept: { value: JSON.parse(row.value), expiresAtMs: row.expiresAtMs } });
    this.storeAll = db.transaction((records: Held[]) => {
      for (const { scope, key, kept } of records) write.run(scope, key, JSON.stringify(kept.value), kept.expiresAtMs);
      this.changes += records.length;
      if (this.changes >= PRUNE_EVERY_CHANGES) {
        this.changes = 0;
        prune();
      }
    });
  }

  update<T>(scope: string, key: string, nowMs: number, change: (current: T | undefined) => Kept<T> | undefined): void {
    const id = `${scope}\u0000${key}`;
    const held = this.records.get(id);
    const next = change(held && held.kept.expiresAtMs > nowMs ? (held.kept.value as T) : undefined);
    if (next === undefined) return;
    const record = held ?? { scope, key, kept: next };
    record.kept = next;
    if (!held) this.records.set(id, record);
    this.changed.add(record);
    if (this.records.size > PRUNE_EVERY_CHANGES && this.changed.size === 1) this.forgetExpired(nowMs);
    if (!this.timer) {
      this.timer = setTimeout(() => this.store(), this.delayMs);
      this.timer.unref();
    }
  }

  /** Writes the changed records; a failure keeps them for the next try. */
  store(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.changed.size === 0) return;
    const records = [...this.changed];
    this.changed.clear();
    try {
      this.storeAll.immediate(records);
    } catch {
      for (const record of records) this.changed.add(record);
    }
  }

  /** Expired records no longer count: dropped from memory when a new round of changes starts. */
  private forgetExpired(nowMs: number): void {
    for (const [id, record] of this.records) if (record.kept.expiresAtMs <= nowMs && !this.changed.has(record)) this.records.delete(id);
  }
}
