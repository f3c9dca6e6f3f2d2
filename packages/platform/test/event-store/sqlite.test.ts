import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { AUTO_CHECKPOINT_PAGES, CHECKPOINT_SAFETY_NET_PAGES, SqliteEventStore } from '../../src/event-store/sqlite-event-store';
import { WrongExpectedRevisionError, type RecordedEvent } from '../../src/event-store/port';
import { event, eventStoreContract, expectStrictlyIncreasing, waitUntil } from './contract';

const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-event-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
const nextFile = (): string => path.join(dir, `store-${++files}.db`);
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Two connections to one fresh file, as two processes have; closed after `use`. */
async function withTwoStores(use: (store: SqliteEventStore, other: SqliteEventStore, file: string) => Promise<void>): Promise<void> {
  const file = nextFile();
  const store = new SqliteEventStore({ file });
  const other = new SqliteEventStore({ file });
  try {
    await use(store, other, file);
  } finally {
    await store.close();
    await other.close();
  }
}

describe('SqliteEventStore contract', () => {
  eventStoreContract(async () => new SqliteEventStore({ file: nextFile() }));
});

describe('SqliteEventStore on disk', () => {
  it('creates the parent directory and keeps events across reopening', async () => {
    const file = path.join(dir, 'nested', 'deeper', 'events.db');
    const first = new SqliteEventStore({ file });
    await first.append('s-1', [event('A'), event('B')], 'no_stream');
    await first.close();
    expect(existsSync(file)).toBe(true);

    const second = new SqliteEventStore({ file });
    const result = await second.append('s-1', [event('C')], 1);
    expect(result).toEqual({ revision: 2, position: 3 });
    expect((await second.readStream('s-1')).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    await second.close();
  });

  it("reads a turn's streams from one snapshot, yet appends and follows the log from the newest", () =>
    withTwoStores(async (store, other) => {
      await store.append('s', [event('A')], 'no_stream');
      await nextTurn();
      expect((await store.readStream('s')).map((e) => e.type)).toEqual(['A']);
      // Another process appends within the turn: this turn's stream reads do not see it yet...
      await other.append('s', [event('B')], 0);
      expect((await store.readStream('s')).map((e) => e.type)).toEqual(['A']);
      // ...but an append decided on them is checked under the write lock, not against the snapshot.
      await expect(store.append('s', [event('C')], 0)).rejects.toThrow();
      expect(await store.headPosition()).toBe(2);
      expect((await store.readAll(0, 10)).map((e) => e.type)).toEqual(['A', 'B']);
      await nextTurn();
      expect((await store.readStream('s')).map((e) => e.type)).toEqual(['A', 'B']);
      // Its own append ends the snapshot first: the next read in the same turn sees it.
      await store.append('s', [event('C')], 1);
      expect((await store.readStream('s')).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    }));

  it("appends in the turn's read transaction, and takes the newest state where the snapshot is behind", () =>
    withTwoStores(async (store, other, file) => {
      await store.append('s', [event('A')], 'no_stream');
      await nextTurn();
      // Read, then append on it in the same turn: the read transaction becomes the write.
      expect((await store.readStream('s')).map((e) => e.type)).toEqual(['A']);
      expect(await store.append('s', [event('B')], 0)).toEqual({ revision: 1, position: 2 });
      await nextTurn();
      expect((await store.readStream('s')).map((e) => e.type)).toEqual(['A', 'B']);
      // Another process appends: the snapshot says revision 1, the log 2, which the command expects.
      await other.append('s', [event('C')], 1);
      expect(await store.append('s', [event('D')], 2)).toEqual({ revision: 3, position: 4 });
      // Another process holds the write lock: the upgrade is refused and the append waits its turn.
      await nextTurn();
      await store.readStream('s');
      const blocker = new Database(file);
      blocker.prepare('BEGIN IMMEDIATE').run();
      const waiting = store.append('s', [event('E')], 3);
      await new Promise((resolve) => setTimeout(resolve, 50));
      blocker.prepare('COMMIT').run();
      blocker.close();
      expect(await waiting).toEqual({ revision: 4, position: 5 });
      expect((await other.readAll(0, 10)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D', 'E']);
    }));

  it('works in memory', async () => {
    const store = new SqliteEventStore({ file: ':memory:' });
    expect(await store.headPosition()).toBe(0);
    expect(await store.append('s', [event('A')], 'no_stream')).toEqual({ revision: 0, position: 1 });
    await store.close();
  });

  it('numbers the global log 1, 2, 3... without gaps, even around conflicts', async () => {
    const store = new SqliteEventStore({ file: nextFile() });
    await store.append('a', [event('A')], 'no_stream');
    await expect(store.append('a', [event('B'), event('C')], 'no_stream')).rejects.toThrow();
    await store.append('b', [event('D'), event('E')], 'no_stream');
    expect((await store.readAll(0, 10)).map((e) => e.position)).toEqual([1, 2, 3]);
    expect(await store.headPosition()).toBe(3);
    await store.close();
  });

  it.each([
    [undefined, 1],
    ['full', 2],
  ] as const)('runs in WAL mode with synchronous=%s', async (synchronous, level) => {
    const store = new SqliteEventStore({ file: nextFile(), synchronous });
    // synchronous is a per-connection setting, so ask the store's own connection.
    const db = (store as unknown as { db: Database.Database }).db;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(level);
    await store.close();
  });
});

describe('SqliteEventStore appending after a revision it saw', () => {
  it('refuses an append that another connection went before, with the actual revision, and writes no gap', () =>
    withTwoStores(async (store, other) => {
      await store.append('s', [event('A')], 'no_stream');
      await store.append('s', [event('B')], 0);
      // The other connection appends revision 2; this one last saw revision 1 and expects it.
      expect((await other.append('s', [event('C')], 1)).revision).toBe(2);
      const refused = store.append('s', [event('D'), event('E')], 1);
      await expect(refused).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(refused).rejects.toMatchObject({ expected: 1, actual: 2 });
      // Told otherwise, it reads the stream's revision again: an expectation it has not seen is checked against the file.
      await expect(store.append('s', [event('F')], 1)).rejects.toMatchObject({ actual: 2 });
      expect((await store.append('s', [event('G')], 2)).revision).toBe(3);
      // A revision it read, not appended, is trusted as well.
      expect((await other.readStream('s', 3)).map((e) => e.revision)).toEqual([3]);
      expect((await other.append('s', [event('H')], 3)).revision).toBe(4);
      const log = await store.readStream('s');
      expect(log.map((e) => [e.revision, e.type])).toEqual([
        [0, 'A'],
        [1, 'B'],
        [2, 'C'],
        [3, 'G'],
        [4, 'H'],
      ]);
      expect((await store.readAll(0, 10)).map((e) => e.position)).toEqual([1, 2, 3, 4, 5]);
    }));

  it('reads the revision of a stream it has not seen, and trusts no other expectation', async () => {
    const store = new SqliteEventStore({ file: nextFile() });
    const reads = jest.spyOn((store as unknown as { lastRevisionOf: { get(id: string): unknown } }).lastRevisionOf, 'get');
    await store.append('s', [event('A')], 'no_stream');
    await store.append('s', [event('B')], 0);
    await store.append('s', [event('C')], 'any');
    expect(reads).toHaveBeenCalledTimes(2);
    await store.append('s', [event('D')], 2);
    expect(reads).toHaveBeenCalledTimes(2);
    await store.close();
  });
});

describe('SqliteEventStore writing beside another process', () => {
  const connectionOf = (store: SqliteEventStore) => (store as unknown as { db: Database.Database }).db;

  it("waits for another connection's write lock on later turns of the event loop, not in a sleep that holds the thread", async () => {
    const file = nextFile();
    const store = new SqliteEventStore({ file });
    await store.append('warm', [event('A')], 'no_stream');
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    let landed = false;
    const append = store.append('s', [event('B')], 'no_stream').then((result) => ((landed = true), result));
    // Timers run while the append waits: the thread is free.
    let turns = 0;
    for (; turns < 5; turns += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(landed).toBe(false);
    other.exec('COMMIT');
    expect(await append).toEqual({ revision: 0, position: 2 });
    // The connection waits as configured again for everything else it does.
    expect(connectionOf(store).pragma('busy_timeout', { simple: true })).toBe(5000);
    other.close();
    await store.close();
  });

  it('gives up after busyTimeoutMs with the busy error, having appended nothing', async () => {
    const file = nextFile();
    const store = new SqliteEventStore({ file, busyTimeoutMs: 40 });
    await store.append('warm', [event('A')], 'no_stream');
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    await expect(store.append('s', [event('B')], 'no_stream')).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    other.exec('ROLLBACK');
    expect(await store.readStream('s')).toEqual([]);
    expect(await store.append('s', [event('C')], 'no_stream')).toEqual({ revision: 0, position: 2 });
    other.close();
    await store.close();
  });

  it('leaves checkpoints to another connection when told to, keeping a safety net, and checkpoints for others on demand', async () => {
    const file = nextFile();
    const own = new SqliteEventStore({ file });
    const elsewhere = new SqliteEventStore({ file, checkpointsElsewhere: true });
    expect(connectionOf(own).pragma('wal_autocheckpoint', { simple: true })).toBe(AUTO_CHECKPOINT_PAGES);
    expect(connectionOf(elsewhere).pragma('wal_autocheckpoint', { simple: true })).toBe(CHECKPOINT_SAFETY_NET_PAGES);
    const big = { text: 'x'.repeat(3000) };
    for (let i = 0; i < 1500; i += 1) await elsewhere.append(`s-${i}`, [event('Big', big)], 'no_stream');
    const framesIn = () => (connectionOf(own).pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number; checkpointed: number }>)[0]!;
    // Over 1,000 pages were written and none copied into the file by the appending connection.
    own.checkpoint();
    const after = framesIn();
    expect(after.log).toBeGreaterThan(1000);
    expect(after.checkpointed).toBe(after.log);
    await own.close();
    await elsewhere.close();
  });
});

describe('SqliteEventStore events read back', () => {
  const metadata = { schemaVersion: 1, correlationId: 'corr', causationId: 'cause', userId: 7, at: '2026-01-01T00:00:00.000Z' };

  const readBack = async (): Promise<{ all: RecordedEvent[]; stream: RecordedEvent[]; close: () => Promise<void> }> => {
    const store = new SqliteEventStore({ file: nextFile() });
    await store.append('s-1', [{ type: 'Created', data: { n: 1, nested: { list: [1, 'two'] } }, metadata }], 'no_stream');
    return { all: await store.readAll(0, 10), stream: await store.readStream('s-1'), close: () => store.close() };
  };

  it('parse their metadata on first use, yet look like plain objects everywhere', async () => {
    const { all, stream, close } = await readBack();
    for (const event of [all[0]!, stream[0]!]) {
      const plain = { id: event.id, streamId: 's-1', revision: 0, position: 1, type: 'Created', data: { n: 1, nested: { list: [1, 'two'] } }, metadata };
      expect(Object.keys(event)).toEqual(['id', 'streamId', 'revision', 'position', 'type', 'data', 'metadata']);
      expect(event).toEqual(plain);
      expect({ ...event }).toEqual(plain);
      expect(JSON.parse(JSON.stringify(event))).toEqual(plain);
      expect(structuredClone(event)).toEqual(plain);
      expect(event.metadata).toBe(event.metadata);
    }
    await close();
  });

  it('take a new metadata value when one is assigned', async () => {
    const { all, close } = await readBack();
    const event = all[0]!;
    event.metadata = { ...metadata, userId: null };
    expect(event.metadata.userId).toBeNull();
    expect(JSON.parse(JSON.stringify(event)).metadata.userId).toBeNull();
    await close();
  });
});

describe('SqliteEventStore across processes', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  function startChild(...args: string[]): { child: ChildProcess; lines: AsyncIterable<string>; exited: Promise<number | null> } {
    const child = spawn(
      process.execPath,
      ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(__dirname, 'fixtures', 'append-child.ts'), ...args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, lines: createInterface({ input: child.stdout! }), exited };
  }

  it.each(['full', 'normal'] as const)(
    'keeps every acknowledged append when the writer is killed with SIGKILL (synchronous=%s)',
    async (synchronous) => {
      const file = nextFile();
      const { child, lines, exited } = startChild('acks', file, synchronous, '7');
      const acked: { stream: string; revision: number; position: number; count: number }[] = [];
      // Lines printed before the kill are still in the pipe afterwards; all of them were acknowledged.
      for await (const line of lines) {
        const [, stream, revision, position, count] = line.split(' ');
        acked.push({ stream: stream!, revision: Number(revision), position: Number(position), count: Number(count) });
        if (acked.length === 400) child.kill('SIGKILL');
      }
      await exited;
      expect(child.signalCode).toBe('SIGKILL');
      expect(acked.length).toBeGreaterThanOrEqual(400);

      const store = new SqliteEventStore({ file });
      try {
        const all = await store.readAll(0, 1_000_000);
        const byPosition = new Map(all.map((e) => [e.position, e]));
        for (const ack of acked) {
          const last = byPosition.get(ack.position);
          expect(last).toMatchObject({ streamId: ack.stream, revision: ack.revision });
          const stream = await store.readStream(ack.stream, ack.revision - ack.count + 1);
          expect(stream.slice(0, ack.count).map((e) => e.revision)).toEqual(
            Array.from({ length: ack.count }, (_, i) => ack.revision - ack.count + 1 + i),
          );
        }
        // Whatever made it past the last acknowledgement is whole appends only, numbered without gaps.
        expect(all.map((e) => e.position)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
        const perStream = new Map<string, number[]>();
        for (const e of all) perStream.set(e.streamId, [...(perStream.get(e.streamId) ?? []), e.revision]);
        for (const revisions of perStream.values()) {
          expect(revisions).toEqual(Array.from({ length: revisions.length }, (_, i) => i));
        }
      } finally {
        await store.close();
      }
    },
    60_000,
  );

  it('lets two processes contend for one stream: every append lands exactly once', async () => {
    const file = nextFile();
    await new SqliteEventStore({ file }).close();
    const a = startChild('contend', file, 'contended', '150');
    const b = startChild('contend', file, 'contended', '150');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);

    const store = new SqliteEventStore({ file });
    try {
      const events = await store.readStream('contended');
      expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 300 }, (_, i) => i));
      const perWriter = new Map<number, number[]>();
      for (const e of events) {
        const { pid, done } = e.data as { pid: number; done: number };
        perWriter.set(pid, [...(perWriter.get(pid) ?? []), done]);
      }
      expect([...perWriter.values()].map((done) => done.length)).toEqual([150, 150]);
      for (const done of perWriter.values()) expect(done).toEqual(Array.from({ length: 150 }, (_, i) => i));
    } finally {
      await store.close();
    }
  }, 60_000);

  it('delivers appends made by another process to a live subscription', async () => {
    const file = nextFile();
    const store = new SqliteEventStore({ file, pollIntervalMs: 50 });
    await store.append('local', [event('Local')], 'no_stream');
    const received: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ fromPosition: 0, onEvent: (e) => void received.push(e) });
    try {
      await subscription.caughtUp();
      expect(received).toHaveLength(1);

      const { exited } = startChild('burst', file, 'remote', '200');
      expect(await exited).toBe(0);
      await waitUntil(() => received.length === 201, 5_000);
      expect(received.filter((e) => e.streamId === 'remote').map((e) => (e.data as { i: number }).i)).toEqual(
        Array.from({ length: 200 }, (_, i) => i),
      );
      expectStrictlyIncreasing(received.map((e) => e.position));
    } finally {
      await subscription.stop();
      await store.close();
    }
  }, 60_000);
});

describe('SqliteEventStore shared reading', () => {
  it('reads each new event once for all its subscriptions: they receive the same objects', async () => {
    const store = new SqliteEventStore({ file: nextFile() });
    const seen: RecordedEvent[][] = [[], [], []];
    const subscriptions = seen.map((list) => store.subscribeToAll({ fromPosition: 0, onEvent: (e) => void list.push(e) }));
    try {
      for (let i = 0; i < 20; i += 1) await store.append(`s-${i % 3}`, [event('A', { i }), event('B', { i })], 'any');
      await waitUntil(() => seen.every((list) => list.length === 40), 5_000);
      for (let i = 0; i < 40; i += 1) {
        expect(seen[1]![i]).toBe(seen[0]![i]);
        expect(seen[2]![i]).toBe(seen[0]![i]);
      }
      // A reader from the start (a replay) still gets the log from the file, in order.
      const all = await store.readAll(0, 1000);
      expect(all.map((e) => e.position)).toEqual(seen[0]!.map((e) => e.position));
    } finally {
      await Promise.all(subscriptions.map((s) => s.stop()));
      await store.close();
    }
  });

  /** A store that looks at the log's head only once a minute, a subscription to it, and another connection to the same file. */
  async function unpolledWithAnother() {
    const file = nextFile();
    const store = new SqliteEventStore({ file, pollIntervalMs: 60_000 });
    const other = new SqliteEventStore({ file });
    const received: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ fromPosition: 0, onEvent: (e) => void received.push(e) });
    await subscription.caughtUp();
    return { store, other, received, subscription };
  }

  it('wakes its subscriptions at once when told another process appended, without waiting for its poll', async () => {
    const { store, other, received, subscription } = await unpolledWithAnother();
    try {
      await other.append('remote', [event('Remote')], 'no_stream');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toHaveLength(0);
      store.appendedElsewhere();
      await waitUntil(() => received.length === 1, 2_000);
    } finally {
      await subscription.stop();
      await other.close();
      await store.close();
    }
  });

  it('reads nothing for a wake-up up to a position its tail already holds, and reads on for one past it', async () => {
    const { store, other, received, subscription } = await unpolledWithAnother();
    try {
      const own = await store.append('local', [event('Own')], 'no_stream');
      await waitUntil(() => received.length === 1, 2_000);
      // Unannounced: only a wake-up past the own append says the log reached it.
      await other.append('remote', [event('Remote')], 'no_stream');
      store.appendedElsewhere(own.position);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received.map((e) => e.type)).toEqual(['Own']);
      store.appendedElsewhere(own.position + 1);
      await waitUntil(() => received.length === 2, 2_000);
      expect(received.map((e) => e.type)).toEqual(['Own', 'Remote']);
    } finally {
      await subscription.stop();
      await other.close();
      await store.close();
    }
  });

  it("hands its own appends to its subscriptions as a read of the file gives them, and reads another connection's from the file", async () => {
    const file = nextFile();
    const store = new SqliteEventStore({ file, pollIntervalMs: 60_000 });
    const other = new SqliteEventStore({ file });
    const received: RecordedEvent[] = [];
    await store.append('local', [event('First')], 'no_stream');
    const subscription = store.subscribeToAll({ fromPosition: 0, onEvent: (e) => void received.push(e) });
    try {
      await subscription.caughtUp();
      await store.append('local', [event('Own', { at: new Date(0), skipped: undefined })], 0);
      await waitUntil(() => received.length === 2, 2_000);
      // Another connection appends in between, unannounced: the next own append leaves a gap in the tail.
      await other.append('remote', [event('Remote')], 'no_stream');
      await store.append('local', [event('Own again')], 1);
      await waitUntil(() => received.length === 4, 2_000);
      expect(received.map((e) => [e.position, e.type])).toEqual([
        [1, 'First'],
        [2, 'Own'],
        [3, 'Remote'],
        [4, 'Own again'],
      ]);
      const fromFile = new SqliteEventStore({ file });
      try {
        // What the subscription got equals what any reader of the file gets, data as its JSON text reads back.
        expect(JSON.parse(JSON.stringify(received))).toEqual(JSON.parse(JSON.stringify(await fromFile.readAll(0, 10))));
        expect(received[1]!.data).toEqual({ at: '1970-01-01T00:00:00.000Z' });
        expect(received[1]!.metadata).toEqual((await fromFile.readAll(1, 1))[0]!.metadata);
      } finally {
        await fromFile.close();
      }
    } finally {
      await subscription.stop();
      await other.close();
      await store.close();
    }
  });

  it('tells who wants to know of its own appends, with their last position', async () => {
    const appended: number[] = [];
    const store = new SqliteEventStore({ file: nextFile(), onAppended: (position) => appended.push(position) });
    try {
      await store.append('s', [event('A'), event('B')], 'no_stream');
      await store.append('s', [event('C')], 1);
      expect(appended).toEqual([2, 3]);
    } finally {
      await store.close();
    }
  });
});
