import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ReadTurn } from '../sqlite/read-turn';
import { BOUND_LIMIT } from '../sqlite/bound-limit';
import { CatchUpSubscription } from './catch-up-subscription';
import { LogTail } from './log-tail';
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
  /**
   * How long a writer waits for another process's write lock before failing (ms). An append waits
   * without holding its thread: it tries again on later turns of the event loop.
   */
  busyTimeoutMs?: number;
  /**
   * Another connection checkpoints the log (`checkpoint()`, the leader's projector thread), so
   * this one's commits never copy the log into the file and sync the disk on the way: a thread that
   * serves requests would stall every request for that long. It still does past
   * CHECKPOINT_SAFETY_NET_PAGES, should the other stop.
   */
  checkpointsElsewhere?: boolean;
  /** Catch-up read size for subscriptions. */
  subscriptionBatchSize?: number;
  /**
   * How often the store looks for appends made by other processes (ms), once for all its
   * subscriptions. Appends of this process, and of processes that call `appendedElsewhere`,
   * wake them at once.
   */
  pollIntervalMs?: number;
  /** Called after every append of this process with its last position (to wake other processes). */
  onAppended?(position: number): void;
}

/** A row of the events table as better-sqlite3's raw mode returns it, in COLUMNS order. */
type EventRow = [position: number, streamId: string, revision: number, id: string, type: string, data: string, metadata: string];

/*
 * One table is the whole store. `position` is the rowid, allocated inside the write transaction as
 * max(position) + 1. SQLite admits one writer at a time, across threads and processes, and a
 * reader only ever sees whole committed transactions, so positions are handed out in commit order
 * and without gaps: a reader can never see position n + 1 while n is still uncommitted, which is
 * what lets a subscription simply ask for "everything after the last position I delivered".
 * Rows are never deleted, so a position is never handed out twice.
 *
 * Event ids are random v4 uuids. They carry no index: nothing looks an event up by id, and
 * keeping a unique index over random keys would cost about a third of the append rate.
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

/** How much of the log's file is mapped into memory (address space, not memory: the kernel's page cache backs it). */
const LOG_MMAP_BYTES = 1 << 30;
/**
 * A committing connection checkpoints once the log holds this many pages (16 MB): each checkpoint
 * copies every page changed since the last one once, and an append changes the same few pages
 * (the table's last leaf, the stream index's leaves) again and again, so a longer log copies each
 * of them fewer times. SQLite's default, 1,000, copied a page for every 1.2 appends; this, one for
 * every 2.3.
 */
export const AUTO_CHECKPOINT_PAGES = 4000;
/** With checkpoints made elsewhere, the log this connection still lets grow before it checkpoints itself (about 80 MB). */
export const CHECKPOINT_SAFETY_NET_PAGES = 20_000;
/** An append that met another process's write lock tries again after this, doubling up to RETRY_AT_MOST_MS. */
const RETRY_AFTER_MS = 1;
const RETRY_AT_MOST_MS = 16;

const isBusy = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';
/** The lock upgrade of a read transaction refused: another writer holds the lock, or wrote since the snapshot. */
const isUpgradeRefused = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
};
/** Streams whose last revision seen an append trusts (their commands' players, at 100 bytes or so each). */
const SEEN_STREAMS = 100_000;
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The embedded event store: one SQLite file in WAL mode, shared safely by several processes. */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly tail = new LogTail();
  /** The tail ends at the head of the log: nothing was appended since a read found its end. */
  private tailAtHead = false;
  private watcher: NodeJS.Timeout | null = null;
  private watchedHead = 0;
  private readonly lastRevisionOf: Database.Statement<[string], { revision: number }>;
  private readonly insert: Database.Statement<[string, number, string, string, string, string]>;
  private readonly selectStream: Database.Statement<[string, number], EventRow>;
  private readonly selectAll: Database.Statement<[number, number], EventRow>;
  private readonly selectHead: Database.Statement<[], { head: number | null }>;
  private readonly appendInTransaction: Database.Transaction<
    (streamId: string, events: NewEvent[], expected: ExpectedRevision) => AppendResult & { rows: EventRow[] }
  >;
  private closed = false;
  private readonly busyTimeoutMs: number;
  private readonly waitNot: Database.Statement<[], number>;
  private readonly waitAgain: Database.Statement<[], number>;
  private readonly checkpointLog: Database.Statement<[]>;
  /** Set once an append's transaction holds the write lock: a busy error before it changed nothing. */
  private lockTaken = false;
  /** See readStream. */
  private readonly readTurn: ReadTurn;
  /** Streams' last revisions as this connection last appended or read them, the newest SEEN_STREAMS. */
  private readonly seenRevisions = new Map<string, number>();

  constructor(private readonly options: SqliteEventStoreOptions) {
    if (options.file !== ':memory:') mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
    this.db = new Database(options.file);
    this.batchSize = options.subscriptionBatchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 50;
    // WAL: readers (subscriptions, queries, other processes) never block the writer nor each other.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    // Another process holding a lock is a wait, not an error. Appends do their waiting in
    // `append` instead, off the thread (busy_timeout sleeps in it).
    this.busyTimeoutMs = options.busyTimeoutMs ?? 5000;
    this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
    // Commands read their streams back from all over the file, past SQLite's page cache (2 MB):
    // mapped, a page missed there is a memory read instead of a system call.
    this.db.pragma(`mmap_size = ${LOG_MMAP_BYTES}`);
    this.db.pragma(`wal_autocheckpoint = ${options.checkpointsElsewhere ? CHECKPOINT_SAFETY_NET_PAGES : AUTO_CHECKPOINT_PAGES}`);
    this.db.exec(SCHEMA);
    this.waitNot = this.db.prepare<[], number>('PRAGMA busy_timeout = 0').pluck();
    this.waitAgain = this.db.prepare<[], number>(`PRAGMA busy_timeout = ${this.busyTimeoutMs}`).pluck();
    this.checkpointLog = this.db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
    this.readTurn = new ReadTurn(this.db);

    this.lastRevisionOf = this.db.prepare(
      'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    );
    this.insert = this.db.prepare(
      'INSERT INTO events (stream_id, revision, id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
    );
    // Raw mode: rows come back as arrays, which spares better-sqlite3 building an object per row
    // that would be thrown away at once.
    this.selectStream = this.db
      .prepare<[string, number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`)
      .raw();
    this.selectAll = this.db
      .prepare<[number, number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ${BOUND_LIMIT}`)
      .raw();
    this.selectHead = this.db.prepare('SELECT MAX(position) AS head FROM events');
    this.appendInTransaction = this.db.transaction((streamId, events, expected) => {
      this.lockTaken = true;
      // A stream only grows, so a revision seen here is at most its last. When the command expects
      // the last one seen, the unique (stream, revision) index alone refuses the append if another
      // writer went first, and the read of the stream's last revision is spared.
      const trusted = typeof expected === 'number' && this.seenRevisions.get(streamId) === expected;
      const actual = trusted ? expected : (this.lastRevisionOf.get(streamId)?.revision ?? -1);
      if (!matchesExpected(expected, actual)) throw new WrongExpectedRevisionError(streamId, expected, actual);
      let revision = actual;
      let position = 0;
      const rows: EventRow[] = [];
      for (const event of events) {
        revision += 1;
        const id = randomUUID();
        const data = JSON.stringify(event.data);
        const metadata = JSON.stringify(event.metadata);
        try {
          position = Number(this.insert.run(streamId, revision, id, event.type, data, metadata).lastInsertRowid);
        } catch (error) {
          if (!trusted || (error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
          this.seenRevisions.delete(streamId);
          throw new WrongExpectedRevisionError(streamId, expected, this.lastRevisionOf.get(streamId)?.revision ?? -1);
        }
        rows.push([position, streamId, revision, id, event.type, data, metadata]);
      }
      return { revision, position, rows };
    });
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    assertExpectedRevision(expected);
    assertNonEmpty(streamId, events);
    const { revision, position, rows } = await this.appendWhenFree(streamId, events, expected);
    this.saw(streamId, revision);
    this.keepOwnAppend(rows);
    this.wakeSubscriptions();
    this.options.onAppended?.(position);
    return { revision, position };
  }

  /**
   * IMMEDIATE takes the write lock before reading the stream's revision, so two processes can never
   * both pass the check; a deferred transaction would fail its lock upgrade instead. While another
   * process holds the lock the append tries again on a later turn of the event loop, until
   * busyTimeoutMs, instead of sleeping in SQLite's busy handler: that sleep (1 to 10 ms a time)
   * held up every request of the process.
   */
  private async appendWhenFree(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult & { rows: EventRow[] }> {
    const inTurn = this.appendInTurn(streamId, events, expected);
    if (inTurn) return inTurn;
    const giveUpAt = Date.now() + this.busyTimeoutMs;
    for (let wait = RETRY_AFTER_MS; ; wait = Math.min(RETRY_AT_MOST_MS, wait * 2)) {
      this.readTurn.close();
      this.lockTaken = false;
      this.waitNot.get();
      try {
        return this.appendInTransaction.immediate(streamId, events, expected);
      } catch (error) {
        if (!isBusy(error) || this.lockTaken || Date.now() >= giveUpAt) throw error;
      } finally {
        this.waitAgain.get();
      }
      await pause(wait);
      if (this.closed) throw new Error('The event store is closed');
    }
  }

  /**
   * Inside the turn's read transaction (the command has just read its streams in it), the append
   * upgrades that transaction to the write lock rather than ending it and beginning another: two
   * lock calls fewer. SQLite refuses the upgrade at once, changing nothing, when another process
   * holds the lock or has written since the snapshot; the append then goes the usual way (null),
   * as after a conflict seen in the snapshot, which only the newest state may confirm.
   */
  private appendInTurn(streamId: string, events: NewEvent[], expected: ExpectedRevision): (AppendResult & { rows: EventRow[] }) | null {
    if (!this.readTurn.isOpen) return null;
    let result: AppendResult & { rows: EventRow[] };
    try {
      result = this.appendInTransaction(streamId, events, expected);
    } catch (error) {
      if (!isUpgradeRefused(error) && !(error instanceof WrongExpectedRevisionError)) throw error;
      this.readTurn.close();
      return null;
    }
    this.readTurn.close();
    return result;
  }

  /**
   * Copies the log's committed pages into the file, as far as no reader still needs them, without
   * waiting for anyone (PASSIVE). For the connection that checkpoints for the others
   * (`checkpointsElsewhere`); it syncs the disk.
   */
  checkpoint(): void {
    this.readTurn.close();
    if (!this.closed) this.checkpointLog.get();
  }

  /**
   * This process's own events, as the file now holds them, go straight onto the tail when they
   * follow it without a gap: every subscription of the process reads them next, and reading them
   * back from the file was most of what following the log cost a process that appends. With a gap
   * (another process appended first) the tail no longer reaches the head, and the next read goes
   * to the file for what came between. Kept in the form a read gives (data parsed from the text
   * written), so a reader cannot tell the two apart.
   */
  private keepOwnAppend(rows: EventRow[]): void {
    const first = rows[0]![0];
    const continues = this.tail.end > 0 && this.tail.end === first - 1;
    if (continues) this.tail.add(first - 1, recordedEvents(rows), false);
    else this.tailAtHead = false;
  }

  /**
   * Another process appended (a wake-up it sent): the subscriptions read on now, not at the next
   * poll. Told how far the log is known to reach (`through`), a store whose tail already holds that
   * position has nothing to read for it: its subscriptions were woken for those events when they
   * came (an `applied` for this process's own append), and a later event brings a wake-up of its own.
   */
  appendedElsewhere(through?: number): void {
    if (through !== undefined && through <= this.tail.end) return;
    this.tailAtHead = false;
    this.wakeSubscriptions();
  }

  private wakeSubscriptions(): void {
    for (const subscription of this.subscriptions) subscription.wake();
  }

  /**
   * One look at the head for every subscription, while there are any: appends of processes that
   * send no wake-up (an operator's command line) are found within pollIntervalMs.
   */
  private watch(): void {
    if (this.watcher || this.closed) return;
    this.watcher = setInterval(() => {
      if (this.subscriptions.size === 0) {
        clearInterval(this.watcher!);
        this.watcher = null;
        return;
      }
      this.readTurn.close();
      const head = this.selectHead.get()?.head ?? 0;
      if (head !== this.watchedHead) {
        this.watchedHead = head;
        this.tailAtHead = false;
        this.wakeSubscriptions();
      }
    }, this.pollIntervalMs);
    this.watcher.unref();
  }

  /**
   * The streams a turn of the event loop reads (a command's decision reads several) share one read
   * transaction: each apart took and released the log's read lock (two or three system calls).
   * A stream read so is at most a turn old, which an append cannot act on unseen: its expected
   * revision is checked under the write lock, and a command that meets a conflict reads again
   * after a pause, in a later turn.
   */
  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    this.readTurn.enter();
    const rows = this.selectStream.all(streamId, fromRevision);
    if (rows.length > 0) this.saw(streamId, rows[rows.length - 1]![2]);
    return recordedEvents(rows);
  }

  private saw(streamId: string, revision: number): void {
    const seen = this.seenRevisions;
    seen.delete(streamId);
    seen.set(streamId, revision);
    if (seen.size > SEEN_STREAMS) seen.delete(seen.keys().next().value as string);
  }

  async readAll(afterPosition: number, maxCount: number): Promise<RecordedEvent[]> {
    if (maxCount <= 0) return [];
    const kept = this.tail.read(afterPosition, maxCount);
    if (kept === null) return this.readPage(afterPosition, maxCount);
    // Every subscription woken by one append asks for what follows its last event: the first
    // reads it from the file, the others find it here and know there is nothing beyond.
    if (kept.length === maxCount || this.tailAtHead) return kept;
    // The rest, if any, is newer than the tail: read once here, kept for every other reader.
    const newer = this.readPage(this.tail.end, maxCount - kept.length);
    return newer.length === 0 ? kept : kept.concat(newer);
  }

  /** The tail follows the head: read from the newest snapshot, never a turn's (see readStream). */
  private readPage(afterPosition: number, maxCount: number): RecordedEvent[] {
    this.readTurn.close();
    const page = recordedEvents(this.selectAll.all(afterPosition, maxCount));
    const complete = page.length < maxCount;
    this.tail.add(afterPosition, page, complete);
    // The read reached the head, and the tail now ends there too (it holds this page, or the page was empty at its end).
    if (complete && (page.length > 0 ? this.tail.end === page[page.length - 1]!.position : afterPosition === this.tail.end)) this.tailAtHead = true;
    return page;
  }

  async headPosition(): Promise<number> {
    this.readTurn.close();
    return this.selectHead.get()?.head ?? 0;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    if (this.closed) throw new Error('The event store is closed');
    const subscription = new CatchUpSubscription(this, options, {
      batchSize: this.batchSize,
      // The store watches the head for all of them (watch()); a subscription only waits to be woken.
      pollIntervalMs: null,
      onFinished: (finished) => this.subscriptions.delete(finished),
    });
    this.subscriptions.add(subscription);
    this.watch();
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.watcher) clearInterval(this.watcher);
    this.watcher = null;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.readTurn.close();
    this.db.close();
  }
}

/** The rows as events, in the same array: a page of the log is built once. */
function recordedEvents(rows: EventRow[]): RecordedEvent[] {
  const events = rows as unknown as RecordedEvent[];
  for (let i = 0; i < rows.length; i += 1) events[i] = new StoredEvent(rows[i] as EventRow);
  return events;
}

/**
 * A recorded event whose metadata is parsed on first access. Most readers of the log (projections
 * above all) never look at it, and it is the larger of the two JSON columns. `metadata` is an own
 * enumerable accessor, so spreading, JSON.stringify, structuredClone and deep equality see a plain
 * value, as with any other RecordedEvent; assigning it replaces the value.
 */
class StoredEvent implements RecordedEvent {
  // Declared only: the constructor's plain assignments create them, in this order.
  declare id: string;
  declare streamId: string;
  declare revision: number;
  declare position: number;
  declare type: string;
  declare data: unknown;
  declare metadata: EventMetadata;
  #metadataText: string;
  #metadata: EventMetadata | undefined = undefined;

  constructor(row: EventRow) {
    this.#metadataText = row[6];
    this.id = row[3];
    this.streamId = row[1];
    this.revision = row[2];
    this.position = row[0];
    this.type = row[4];
    this.data = JSON.parse(row[5]) as unknown;
    // One shared accessor pair for every event: instances keep one hidden class.
    Object.defineProperty(this, 'metadata', LAZY_METADATA);
  }

  static metadataOf(event: StoredEvent): EventMetadata {
    if (event.#metadata === undefined) {
      event.#metadata = JSON.parse(event.#metadataText) as EventMetadata;
      event.#metadataText = '';
    }
    return event.#metadata;
  }

  static replaceMetadata(event: StoredEvent, metadata: EventMetadata): void {
    event.#metadata = metadata;
    event.#metadataText = '';
  }
}

const LAZY_METADATA: PropertyDescriptor = {
  get(this: StoredEvent) {
    return StoredEvent.metadataOf(this);
  },
  set(this: StoredEvent, metadata: EventMetadata) {
    StoredEvent.replaceMetadata(this, metadata);
  },
  enumerable: true,
  configurable: true,
};
