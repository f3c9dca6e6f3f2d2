import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpPlayer } from './support/http-client';
import { ensureServerBundle, startGateway, type GatewayProcess } from './support/server-process';

/**
 * With several server processes, the leader's projector thread checkpoints the event log for all
 * of them: no thread that serves requests syncs the disk. A few appends stay far below SQLite's own
 * threshold (1,000 pages), so the log's pages reach the file only through that thread.
 */
const WORKERS = 2;

let server: GatewayProcess | undefined;
let dataDir = '';

beforeAll(async () => {
  ensureServerBundle();
  dataDir = mkdtempSync(path.join(tmpdir(), 'il-checkpoints-'));
  server = await startGateway(dataDir, {}, WORKERS);
  const deadline = Date.now() + 30_000;
  while (!server.logs().includes(`serving with ${WORKERS} processes`)) {
    if (Date.now() > deadline) throw new Error(`The followers did not start:\n${server.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test("the log's new pages reach its file within seconds, checkpointed by the projector thread", async () => {
  const file = path.join(dataDir, 'events.db');
  const sizeBefore = statSync(file).size;
  for (let i = 0; i < 20; i += 1) {
    const player = new HttpPlayer(server!.url);
    const answer = await player.call('POST', '/_api/auth/register_with_password', { email: `checkpoint-${i}@example.com`, password: 'Passw0rd!', displayName: `Checkpoint ${i}` }, { wire: 'json' });
    expect(answer.status).toBe(200);
  }
  const deadline = Date.now() + 10_000;
  while (statSync(file).size === sizeBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(statSync(file).size).toBeGreaterThan(sizeBefore);
}, 30_000);
