import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CatchUpSubscription } from './catch-up-subscription';
import { assertExpectedRevision, assertNonEmpty, matchesExpected } from './expected-revision';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './port';

export interface SqliteEventStoreOptions {
  /** Database file (its directory is created when missing), or ':memory:'. */
  file: string;
  /**
   * 'normal' (default): every commit is written to the write-ahead log before the append is
   * acknowledged, and the log is synced at checkpoints. An acknowledged append survives the
   * process crashing or being killed, because the written log lives in the OS page cache; a
   * power cut or kernel crash can lose the last commits (never corrupt the file).
   * 'full': the log is also synced on every commit, so an acknowledged append survives the machine
   * going down too, at one fsync per append (a few thousand appends/s at best on common disks).
   */
  synchronous?: 'normal' | 'full';
  /** How long a writer waits for another process's write lock before failing (ms). */
  busyTimeoutMs?: number;
  /** Catch-up read size for subscriptions. */
  subscriptionBatchSize?: number;
  /** How often a caught-up subscription looks for appends made by other processes (ms). */
  pollIntervalMs?: number;
}

interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  id: string;
  type: string;
  data: string;
  metadata: string;
}

/*
 * One table is the whole store. `position` is the rowid, allocated inside the write transaction as
 * max(position) + 1. SQLite admits one writer at a time, across threads and processes, and a
 * reader only ever sees whole committed transactions, so positions are handed out in commit order
 * and without gaps: a reader can never see position n + 1 while n is still uncommitted, which is
 * what lets a subscription simply ask for "everything after the last position I delivered".
 * Rows are never deleted, so a position is never handed out twice.
 *
 * Event ids are random v4 uuids. They carry no index: nothing looks an event up by id, and
 * keeping a unique index over random keys cost about a third of the append rate.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position  INTEGER PRIMARY KEY,
    stream_id TEXT    NOT NULL,
    revision  INTEGER NOT NULL,
    id        TEXT    NOT NULL,
    type      TEXT    NOT NULL,
    data      TEXT    NOT NULL,
    metadata  TEXT    NOT NULL,
    UNIQUE (stream_id, revision)
  ) STRICT;
`;

const COLUMNS = 'position, stream_id, revision, id, type, data, metadata';

/** The embedded event store: one SQLite file in WAL mode, shared safely by several processes. */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly lastRevisionOf: Database.Statement<[string], { revision: number }>;
  private readonly insert: Database.Statement<[string, number, string, string, string, string]>;
  private readonly selectStream: Database.Statement<[string, number], EventRow>;
  private readonly selectAll: Database.Statement<[number, number], EventRow>;
  private readonly selectHead: Database.Statement<[], { head: number | null }>;
  private readonly appendInTransaction: Database.Transaction<
    (streamId: string, events: NewEvent[], expected: ExpectedRevision) => AppendResult
  >;
  private closed = false;

  constructor(options: SqliteEventStoreOptions) {
    if (options.file !== ':memory:') mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
    this.db = new Database(options.file);
    this.batchSize = options.subscriptionBatchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 50;
    // WAL: readers (subscriptions, queries, other processes) never block the writer nor each other.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    // Another process holding the write lock is a wait, not an error.
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    this.db.exec(SCHEMA);

    this.lastRevisionOf = this.db.prepare(
      'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    );
    this.insert = this.db.prepare(
      'INSERT INTO events (stream_id, revision, id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.selectStream = this.db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`,
    );
    this.selectAll = this.db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
    );
    this.selectHead = this.db.prepare('SELECT MAX(position) AS head FROM events');
    this.appendInTransaction = this.db.transaction((streamId, events, expected) => {
      const actual = this.lastRevisionOf.get(streamId)?.revision ?? -1;
      if (!matchesExpected(expected, actual)) throw new WrongExpectedRevisionError(streamId, expected, actual);
      let revision = actual;
      let position = 0;
      for (const event of events) {
        revision += 1;
        const result = this.insert.run(
          streamId,
          revision,
          randomUUID(),
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
        );
        position = Number(result.lastInsertRowid);
      }
      return { revision, position };
    });
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    assertExpectedRevision(expected);
    assertNonEmpty(streamId, events);
    // IMMEDIATE takes the write lock before reading the stream's revision, so two processes can
    // never both pass the check; a deferred transaction would fail its lock upgrade instead.
    const result = this.appendInTransaction.immediate(streamId, events, expected);
    for (const subscription of this.subscriptions) subscription.wake();
    return result;
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return this.selectStream.all(streamId, fromRevision).map(toRecorded);
  }

  async readAll(afterPosition: number, maxCount: number): Promise<RecordedEvent[]> {
    if (maxCount <= 0) return [];
    return this.selectAll.all(afterPosition, maxCount).map(toRecorded);
  }

  async headPosition(): Promise<number> {
    return this.selectHead.get()?.head ?? 0;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    if (this.closed) throw new Error('The event store is closed');
    const subscription = new CatchUpSubscription(this, options, {
      batchSize: this.batchSize,
      pollIntervalMs: this.pollIntervalMs,
      onFinished: (finished) => this.subscriptions.delete(finished),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.db.close();
  }
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as EventMetadata,
  };
}
