// The store benches as one program to count under callgrind (bundled and run with plain node by
// store.ts): replay into the leaderboard model against the raw read + parse floor, and
// single-event command appends against raw inserts, in the same process. It says where each
// phase starts on stdout (`@@phase <name>`) and waits for a line on stdin, so the driver can turn
// counting on after the warm-up and dump the counters at each boundary.
//
//   node store-program.cjs write-log <events.db> <events>
//   node store-program.cjs replay <events.db> <events> <rounds>
//   node store-program.cjs append <dir> <appends> <rounds>
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { rebuildProjection, SqliteEventStore, SqliteReadStore, type NewEvent } from '@il/platform';
import { leaderboard } from '../replay/leaderboard';
import { writeLog } from '../replay/log';

const LEAGUES = 500;
const PER_LEAGUE = 20;
const READ_SIZE = 5_000;
const BATCH = 100_000;
const STREAMS = 1_000;

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
async function phase(name: string): Promise<void> {
  process.stdout.write(`@@phase ${name}\n`);
  await lines.next();
}

/** The floor: the log's rows in the replay's pages, as arrays, both JSON columns parsed. */
function readAndParse(file: string, events: number): void {
  const db = new Database(file, { readonly: true });
  const page = db.prepare<[number, number], [number, string, number, string, string, string, string]>('SELECT position, stream_id, revision, id, type, data, metadata FROM events WHERE position > ? ORDER BY position LIMIT ?').raw();
  let count = 0;
  for (let after = 0; ; ) {
    const rows = page.all(after, READ_SIZE);
    if (rows.length === 0) break;
    for (const row of rows) {
      const data = JSON.parse(row[5]) as unknown;
      const metadata = JSON.parse(row[6]) as unknown;
      if (data !== null && metadata !== null) count += 1;
    }
    after = rows[rows.length - 1]![0];
  }
  db.close();
  if (count !== events) throw new Error(`the floor read ${count} events of ${events}`);
}

async function replay(file: string, events: number, rounds: number): Promise<void> {
  const dir = path.dirname(file);
  const eventStore = new SqliteEventStore({ file });
  const readStore = new SqliteReadStore({ file: path.join(dir, 'read.db') });
  const rebuild = async () => {
    const result = await rebuildProjection({ definition: leaderboard, readStore, eventStore, batchSize: BATCH, readSize: READ_SIZE });
    if (!result.switched || result.checkpoint !== events) throw new Error(`replay ended at ${result.checkpoint} of ${events}`);
  };
  // A round of each uncounted: the JIT's first compilations are no part of either figure.
  readAndParse(file, events);
  await rebuild();
  await phase('on');
  for (let round = 0; round < rounds; round += 1) {
    await phase('floor');
    readAndParse(file, events);
    await phase('replay');
    await rebuild();
  }
  await phase('end');
  await readStore.close();
  await eventStore.close();
}

/** A command's event: a few fields and the full metadata. */
const payload = (i: number): NewEvent => ({
  type: 'FollowersGained',
  data: { characterId: i % STREAMS, leagueId: 42, gained: (i * 7919) % 500, reason: 'post', postId: i },
  metadata: { schemaVersion: 1, correlationId: `c-${i}`, causationId: `c-${i}`, userId: 1 + (i % 50), at: new Date(1_780_000_000_000 + i).toISOString() },
});

async function append(dir: string, appends: number, rounds: number): Promise<void> {
  const store = new SqliteEventStore({ file: path.join(dir, 'events.db') });
  const revisions = new Array<number>(STREAMS).fill(-1);
  const storeRound = async (from: number) => {
    for (let i = from; i < from + appends; i += 1) {
      const s = i % STREAMS;
      const expected = revisions[s]!;
      revisions[s] = (await store.append(`character-${s}`, [payload(i)], expected === -1 ? 'no_stream' : expected)).revision;
    }
  };
  // The floor: a single-row insert in its own write transaction, on the store's pragmas, of the
  // same JSON.
  const db = new Database(path.join(dir, 'raw.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT');
  const insert = db.prepare('INSERT INTO rows (body) VALUES (?)');
  const insertOne = db.transaction((body: string) => insert.run(body));
  const rawRound = (from: number) => {
    for (let i = from; i < from + appends; i += 1) insertOne.immediate(JSON.stringify(payload(i)));
  };
  let next = 0;
  rawRound(next);
  await storeRound(next);
  next += appends;
  await phase('on');
  for (let round = 0; round < rounds; round += 1) {
    await phase('raw');
    rawRound(next);
    await phase('store');
    await storeRound(next);
    next += appends;
  }
  await phase('end');
  db.close();
  await store.close();
}

async function main(): Promise<void> {
  const [mode, where, count, rounds] = process.argv.slice(2);
  if (mode === 'write-log') {
    await new SqliteEventStore({ file: where! }).close();
    writeLog(where!, { events: Number(count), leagues: LEAGUES, perLeague: PER_LEAGUE });
  } else if (mode === 'replay') {
    // Each run on its own copy: a replay writes its read store beside the log.
    const dir = mkdtempSync(path.join(path.dirname(where!), 'replay-'));
    copyFileSync(where!, path.join(dir, 'events.db'));
    try {
      await replay(path.join(dir, 'events.db'), Number(count), Number(rounds));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else if (mode === 'append') {
    await append(where!, Number(count), Number(rounds));
  } else {
    throw new Error(`unknown mode ${mode}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
