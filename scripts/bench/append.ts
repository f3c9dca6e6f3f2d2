/**
 * Command appends per second through the embedded event store, against the floor SQLite itself
 * sets: the same number of single-row inserts, each in its own transaction, on the same pragmas.
 * The two alternate in rounds within this one process, on fresh files in the temp directory, so
 * disk noise from other work on the machine hits both alike and the ratio shows what the store's
 * own work costs (revision check, JSON, ids, statement plumbing).
 *
 *   npx tsx scripts/bench/append.ts [appends] [streams] [synchronous: normal|full]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore, type NewEvent } from '@il/platform';

const TARGET_PER_SECOND = 5_000;
const ROUNDS = 5;

const synchronous = process.argv[4] === 'full' ? 'full' : 'normal';
// One fsync per commit makes 'full' far slower; a smaller default keeps the run short.
const appends = Number(process.argv[2] ?? (synchronous === 'full' ? 10_000 : 50_000));
const streams = Number(process.argv[3] ?? 1_000);
const perRound = Math.ceil(appends / ROUNDS);

// A payload shaped like a real command's event: a few fields and the full metadata.
const payload = (i: number): NewEvent => ({
  type: 'FollowersGained',
  data: { characterId: i % streams, leagueId: 42, gained: (i * 7919) % 500, reason: 'post', postId: i },
  metadata: {
    schemaVersion: 1,
    correlationId: `c-${i}`,
    causationId: `c-${i}`,
    userId: 1 + (i % 50),
    at: new Date(1_780_000_000_000 + i).toISOString(),
  },
});

const elapsedSeconds = (startedAt: bigint): number => Number(process.hrtime.bigint() - startedAt) / 1e9;

/** Appends events [from, to) as one command each, with the exact revision the command decided on. */
function storeRunner(file: string): { run(from: number, to: number): Promise<number>; close(): Promise<void> } {
  const store = new SqliteEventStore({ file, synchronous });
  const revisions = new Array<number>(streams).fill(-1);
  return {
    async run(from, to) {
      const events = Array.from({ length: to - from }, (_, k) => payload(from + k));
      const startedAt = process.hrtime.bigint();
      for (let i = from; i < to; i++) {
        const s = i % streams;
        const expected = revisions[s]!;
        const result = await store.append(`character-${s}`, [events[i - from]!], expected === -1 ? 'no_stream' : expected);
        revisions[s] = result.revision;
      }
      return elapsedSeconds(startedAt);
    },
    close: () => store.close(),
  };
}

/** Inserts rows [from, to), each in its own write transaction, on the store's pragmas. */
function rawRunner(file: string): { run(from: number, to: number): number; close(): void } {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT');
  const insert = db.prepare('INSERT INTO rows (body) VALUES (?)');
  const insertOne = db.transaction((body: string) => insert.run(body));
  return {
    run(from, to) {
      const bodies = Array.from({ length: to - from }, (_, k) => JSON.stringify(payload(from + k)));
      const startedAt = process.hrtime.bigint();
      for (const body of bodies) insertOne.immediate(body);
      return elapsedSeconds(startedAt);
    },
    close: () => db.close(),
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-append-'));
  const raw = rawRunner(path.join(dir, 'raw.db'));
  const store = storeRunner(path.join(dir, 'events.db'));
  try {
    console.log(`${appends} single-event appends over ${streams} streams, WAL, synchronous=${synchronous.toUpperCase()}`);
    let rawSeconds = 0;
    let storeSeconds = 0;
    let done = 0;
    for (let round = 0; round < ROUNDS && done < appends; round++) {
      const to = Math.min(appends, done + perRound);
      rawSeconds += raw.run(done, to);
      storeSeconds += await store.run(done, to);
      done = to;
    }
    const rawRate = done / rawSeconds;
    const storeRate = done / storeSeconds;
    const fmt = (n: number): string => Math.round(n).toLocaleString('en-US').padStart(9);
    console.log(`raw better-sqlite3 inserts : ${fmt(rawRate)} rows/s`);
    console.log(`SqliteEventStore.append    : ${fmt(storeRate)} events/s`);
    console.log(`ratio store / raw          : ${(storeRate / rawRate).toFixed(2)}`);
    const verdict = storeRate >= TARGET_PER_SECOND ? 'met' : 'MISSED';
    console.log(`target ${TARGET_PER_SECOND.toLocaleString('en-US')} appends/s     : ${verdict}`);
    if (storeRate < TARGET_PER_SECOND) process.exitCode = 1;
  } finally {
    raw.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
