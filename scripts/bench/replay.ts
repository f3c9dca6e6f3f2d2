/**
 * Replay speed: events per second through the whole replay path (embedded bus reading the SQLite
 * event store, ProjectionRunner, SqliteReadStore, switch-over) into a leaderboard-like read
 * model, against the floor SQLite itself sets for the same rows: reading them with
 * better-sqlite3 and JSON.parse-ing their data and metadata, nothing else.
 *
 *   npx tsx scripts/bench/replay.ts [--events N] [--leagues N] [--per-league N] [--batch-size N]
 *
 * The log is written straight into the event store's table in one transaction: writing is not
 * what is measured here (scripts/bench/append.ts measures appends).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import {
  BatchProjector,
  rebuildProjection,
  SqliteEventStore,
  SqliteReadStore,
  type DocChange,
  type ProjectionDefinition,
  type ReadDoc,
  type RecordedEvent,
} from '../../packages/platform/src';

const TARGET_PER_SECOND = 150_000;
const TARGET_RATIO = 0.5;

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    leagues: { type: 'string', default: '500' },
    'per-league': { type: 'string', default: '20' },
    'batch-size': { type: 'string', default: '100000' },
  },
});
const EVENTS = Number(values.events);
const LEAGUES = Number(values.leagues);
const PER_LEAGUE = Number(values['per-league']);
const BATCH = Number(values['batch-size']);

// ---- the read model: follower totals per character, a ranking per league -------------------

interface CharacterDoc extends ReadDoc {
  leagueId: string;
  name: string;
  followers: number;
  money: number;
  posts: number;
  lastActiveAt: string;
}

interface RankingDoc extends ReadDoc {
  leagueId: string;
  members: number;
  followers: number;
  /** Top ten by followers, highest first. */
  top: Array<{ characterId: string; followers: number }>;
}

type BenchEvent =
  | { type: 'CharacterCreated'; data: { characterId: string; leagueId: string; name: string } }
  | { type: 'FollowersGained'; data: { characterId: string; leagueId: string; gained: number; reason: string } }
  | { type: 'PostPublished'; data: { characterId: string; leagueId: string; postId: number; kind: string } }
  | { type: 'MoneyEarned'; data: { characterId: string; leagueId: string; amount: number } };

const CHARACTERS = 'bench_characters';
const RANKINGS = 'bench_rankings';

function ranked(top: RankingDoc['top'], characterId: string, followers: number): RankingDoc['top'] {
  const last = top[top.length - 1];
  if (top.length >= 10 && last && followers < last.followers && !top.some((e) => e.characterId === characterId)) return top;
  // Highest first, ties by id; a copy, never the given array.
  const next: RankingDoc['top'] = [];
  let placed = false;
  for (const entry of top) {
    if (entry.characterId === characterId) continue;
    if (!placed && (followers > entry.followers || (followers === entry.followers && characterId < entry.characterId))) {
      next.push({ characterId, followers });
      placed = true;
    }
    next.push(entry);
  }
  if (!placed) next.push({ characterId, followers });
  if (next.length > 10) next.length = 10;
  return next;
}

const leaderboard: ProjectionDefinition = {
  name: 'bench-leaderboard',
  collections: [
    { name: CHARACTERS, indexes: [['leagueId', 'followers']] },
    { name: RANKINGS, indexes: [['followers']] },
  ],
  eventTypes: ['CharacterCreated', 'FollowersGained', 'PostPublished', 'MoneyEarned'],
  refs(event) {
    const { characterId, leagueId } = event.data as { characterId: string; leagueId: string };
    return [
      { collection: CHARACTERS, id: characterId },
      { collection: RANKINGS, id: leagueId },
    ];
  },
  evolve(docs, event: RecordedEvent): DocChange[] {
    const e = event as unknown as BenchEvent;
    const { characterId, leagueId } = e.data;
    const character = docs.get(`${CHARACTERS}/${characterId}`) as CharacterDoc | null;
    const ranking = (docs.get(`${RANKINGS}/${leagueId}`) as RankingDoc | null) ?? {
      _id: leagueId,
      _position: 0,
      leagueId,
      members: 0,
      followers: 0,
      top: [],
    };
    const at = event.metadata.at;
    if (e.type === 'CharacterCreated') {
      return [
        { collection: CHARACTERS, id: characterId, doc: { _id: characterId, leagueId, name: e.data.name, followers: 0, money: 0, posts: 0, lastActiveAt: at } },
        { collection: RANKINGS, id: leagueId, doc: { ...ranking, members: ranking.members + 1, top: ranked(ranking.top, characterId, 0) } },
      ];
    }
    if (!character) return [];
    switch (e.type) {
      case 'FollowersGained': {
        const followers = character.followers + e.data.gained;
        return [
          { collection: CHARACTERS, id: characterId, doc: { ...character, followers, lastActiveAt: at } },
          {
            collection: RANKINGS,
            id: leagueId,
            doc: { ...ranking, followers: ranking.followers + e.data.gained, top: ranked(ranking.top, characterId, followers) },
          },
        ];
      }
      case 'PostPublished':
        return [{ collection: CHARACTERS, id: characterId, doc: { ...character, posts: character.posts + 1, lastActiveAt: at } }];
      case 'MoneyEarned':
        return [{ collection: CHARACTERS, id: characterId, doc: { ...character, money: character.money + e.data.amount, lastActiveAt: at } }];
    }
  },
};

// ---- the log ---------------------------------------------------------------------------------

/** Writes the events straight into the store's table; returns the expected follower total. */
function writeLog(file: string): number {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = db.prepare(
    'INSERT INTO events (position, stream_id, revision, id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const revisions = new Map<string, number>();
  // mulberry32: small, seeded, and without the short low-bit cycles of a plain LCG.
  let seed = 7;
  const random = (n: number): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const characters = LEAGUES * PER_LEAGUE;
  let followers = 0;
  db.transaction(() => {
    for (let i = 0; i < EVENTS; i += 1) {
      const position = i + 1;
      const c = i < characters ? i : random(characters);
      const characterId = `character-${c}`;
      const leagueId = `league-${c % LEAGUES}`;
      const roll = random(100);
      let type: string;
      let data: Record<string, unknown>;
      if (i < characters) {
        type = 'CharacterCreated';
        data = { characterId, leagueId, name: `Influencer ${c}` };
      } else if (roll < 60) {
        const gained = random(500);
        followers += gained;
        type = 'FollowersGained';
        data = { characterId, leagueId, gained, reason: 'post' };
      } else if (roll < 80) {
        type = 'PostPublished';
        data = { characterId, leagueId, postId: i, kind: 'story' };
      } else if (roll < 90) {
        type = 'MoneyEarned';
        data = { characterId, leagueId, amount: random(1000) };
      } else {
        // Events the projection does not care about still pass through it.
        type = 'ChatMessagePosted';
        data = { leagueId, messageId: i, userId: 1 + (c % 5000), text: 'see you at the reunion' };
      }
      const streamId = type === 'ChatMessagePosted' ? `chat-${leagueId}` : characterId;
      const revision = (revisions.get(streamId) ?? -1) + 1;
      revisions.set(streamId, revision);
      const metadata = {
        schemaVersion: 1,
        correlationId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        causationId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        userId: 1 + (c % 5000),
        at: new Date(1_780_000_000_000 + i * 1000).toISOString(),
      };
      insert.run(position, streamId, revision, `event-${position}`, type, JSON.stringify(data), JSON.stringify(metadata));
    }
  })();
  db.close();
  return followers;
}

/** The floor: the same rows read with better-sqlite3 and both JSON columns parsed. */
function rawReadAndParse(file: string): Rate {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare<[], { position: number; stream_id: string; revision: number; id: string; type: string; data: string; metadata: string }>(
    'SELECT position, stream_id, revision, id, type, data, metadata FROM events ORDER BY position',
  );
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  let count = 0;
  let check = 0;
  for (const row of rows.iterate()) {
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const metadata = JSON.parse(row.metadata) as Record<string, unknown>;
    if (data !== null && metadata !== null) count += 1;
    check += row.position;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuSeconds = cpuSince(cpu);
  db.close();
  if (count !== EVENTS || check <= 0) throw new Error('raw read saw the wrong rows');
  return { wall: EVENTS / seconds, cpu: EVENTS / cpuSeconds };
}

/** CPU time of this process since `start`: unlike wall time, it barely moves when other work shares the machine. */
function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

interface Rate {
  wall: number;
  cpu: number;
}

/**
 * Where a replay's time goes, measured apart: reading the log through the event store's own
 * readAll (what any replay pays), and projecting those events in memory (evolve plus the
 * runner's document bookkeeping, no database). The rest of a replay is writing and plumbing.
 */
async function breakdown(eventStore: SqliteEventStore): Promise<{ readSeconds: number; projectSeconds: number }> {
  const memory = new Map<string, ReadDoc>();
  const source = {
    getMany: async (collection: string, ids: string[]) => {
      const found = new Map<string, ReadDoc>();
      for (const id of ids) {
        const doc = memory.get(`${collection}/${id}`);
        if (doc) found.set(id, doc);
      }
      return found;
    },
  };
  const projector = new BatchProjector(leaderboard);
  let readNs = 0n;
  let projectNs = 0n;
  let unit = projector.unit();
  for (let after = 0; ; ) {
    let started = process.hrtime.bigint();
    const events = await eventStore.readAll(after, 5000);
    readNs += process.hrtime.bigint() - started;
    if (events.length === 0) break;
    after = (events[events.length - 1] as RecordedEvent).position;
    started = process.hrtime.bigint();
    await unit.add(events, source);
    if (unit.events >= BATCH) {
      for (const write of unit.writes()) if (write.kind === 'put') memory.set(`${write.collection}/${write.doc._id}`, write.doc);
      unit = projector.unit();
    }
    projectNs += process.hrtime.bigint() - started;
  }
  return { readSeconds: Number(readNs) / 1e9, projectSeconds: Number(projectNs) / 1e9 };
}

const rate = (perSecond: number): string => `${Math.round(perSecond).toLocaleString('en-US')} events/s`;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-replay-'));
  const eventsFile = path.join(dir, 'events.db');
  try {
    await new SqliteEventStore({ file: eventsFile }).close();
    let started = Date.now();
    const expectedFollowers = writeLog(eventsFile);
    console.log(`wrote ${EVENTS.toLocaleString('en-US')} events (${LEAGUES} leagues x ${PER_LEAGUE} characters) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const rawBefore = rawReadAndParse(eventsFile);

    const eventStore = new SqliteEventStore({ file: eventsFile });
    const readStore = new SqliteReadStore({ file: path.join(dir, 'read.db') });
    started = Date.now();
    const cpu = process.cpuUsage();
    let lastReport = started;
    const result = await rebuildProjection({
      definition: leaderboard,
      readStore,
      eventStore,
      batchSize: BATCH,
      onProgress: ({ checkpoint, head }) => {
        if (Date.now() - lastReport > 2000) {
          lastReport = Date.now();
          process.stderr.write(`  ... ${((checkpoint / head) * 100).toFixed(0)}%\n`);
        }
      },
    });
    const replaySeconds = (Date.now() - started) / 1000;
    const replay: Rate = { wall: EVENTS / replaySeconds, cpu: EVENTS / cpuSince(cpu) };

    const rankings = await readStore.find<RankingDoc>(RANKINGS, {});
    const total = rankings.items.reduce((sum, doc) => sum + doc.followers, 0);
    if (!result.switched || result.checkpoint !== EVENTS || total !== expectedFollowers || rankings.items.length !== LEAGUES) {
      throw new Error(`replayed model is wrong: ${JSON.stringify({ result, total, expectedFollowers })}`);
    }
    const top = await readStore.find<CharacterDoc>(CHARACTERS, { leagueId: 'league-1' }, { sort: { field: 'followers', direction: -1 }, limit: 3 });
    await readStore.close();
    const parts = await breakdown(eventStore);
    await eventStore.close();

    const rawAfter = rawReadAndParse(eventsFile);
    const raw: Rate = { wall: Math.max(rawBefore.wall, rawAfter.wall), cpu: Math.max(rawBefore.cpu, rawAfter.cpu) };
    const ratio: Rate = { wall: replay.wall / raw.wall, cpu: replay.cpu / raw.cpu };
    console.log(`                        wall clock         per CPU second`);
    console.log(`raw read + JSON.parse: ${rate(raw.wall).padEnd(19)}${rate(raw.cpu)}`);
    console.log(`replay:                ${rate(replay.wall).padEnd(19)}${rate(replay.cpu)}   (${replaySeconds.toFixed(2)} s, batch ${BATCH.toLocaleString('en-US')})`);
    console.log(`ratio replay / raw:    ${ratio.wall.toFixed(2).padEnd(19)}${ratio.cpu.toFixed(2)}`);
    const rest = replaySeconds - parts.readSeconds - parts.projectSeconds;
    console.log(
      `replay time, measured apart: reading through the event store ${parts.readSeconds.toFixed(2)} s, ` +
        `projecting in memory ${parts.projectSeconds.toFixed(2)} s, writing and the rest ~${Math.max(0, rest).toFixed(2)} s`,
    );
    console.log(`check: league-1 top 3 = ${top.items.map((d) => `${d._id} ${d.followers}`).join(', ')}`);
    const met = replay.wall >= TARGET_PER_SECOND && ratio.wall >= TARGET_RATIO;
    console.log(`targets (>= ${rate(TARGET_PER_SECOND)}, ratio >= ${TARGET_RATIO}), wall clock: ${met ? 'met' : 'NOT met'}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
