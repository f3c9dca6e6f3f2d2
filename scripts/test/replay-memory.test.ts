import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteEventStore, SqliteReadStore, type NewEvent } from '@il/platform';
import { chatProjection } from '@il/projection-chat';

/**
 * `npm run replay` streams the log: 200,000 chat messages replay in a process whose heap is capped
 * far below what holding them would take, and from the state a copy of a running server's folder
 * left (read.db ahead of events.db), where a replay used to ask to switch over and over, growing
 * without end (4.2 GB after ten minutes).
 */
const EVENTS = 200_000;
const HEAP_MB = 112;
const REPO_ROOT = path.resolve(__dirname, '../..');

let dataDir = '';
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'il-replay-memory-'));
  const store = new SqliteEventStore({ file: path.join(dataDir, 'events.db') });
  const at = '2026-03-01T10:00:00.000Z';
  const metadata = { schemaVersion: 1, correlationId: 'replay-memory', causationId: 'replay-memory', userId: 1, at };
  for (let from = 1; from <= EVENTS; from += 1_000) {
    const batch: NewEvent[] = [];
    for (let id = from; id < from + 1_000; id += 1) {
      const data = { messageId: id, leagueId: 1 + (id % 50), characterId: 1 + (id % 900), userId: 1 + (id % 900), playerName: `@player${id % 900}`, avatarUrl: null, followers: id % 5_000, message: `message ${id} `.repeat(12), sentAt: at };
      batch.push({ type: 'ChatMessageSent', data, metadata });
    }
    await store.append(`chat-${from}`, batch, 'no_stream');
  }
  await store.close();
  // The chat model of a later log: its checkpoint past this log's head.
  const read = new SqliteReadStore({ file: path.join(dataDir, 'read.db') });
  const target = await read.attach(chatProjection);
  await target.applyBatch([], EVENTS + 5_000);
  await read.close();
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test(`a replay of ${EVENTS.toLocaleString('en-US')} events finishes under a ${HEAP_MB} MB heap`, async () => {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/replay.ts', 'chat'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining(`${EVENTS.toLocaleString('en-US')} events up to position ${EVENTS}`) as unknown });
  const rss = Number(/peak RSS (\d+) MB/.exec(output)?.[1]);
  process.stdout.write(`replay of ${EVENTS} events: peak RSS ${rss} MB\n`);
  const read = new SqliteReadStore({ file: path.join(dataDir, 'read.db') });
  expect(await read.getCheckpoint(chatProjection.name)).toBe(EVENTS);
  expect(await read.count('chat_messages', {})).toBe(EVENTS);
  await read.close();
}, 300_000);
