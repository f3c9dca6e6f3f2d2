import { statSync } from 'node:fs';
import path from 'node:path';
import { HttpPlayer } from './support/http-client';
import { servingGatewayForSuite } from './support/server-process';

/**
 * With several server processes, the leader's projector thread checkpoints the event log for all
 * of them: no thread that serves requests syncs the disk. A few appends stay far below SQLite's own
 * threshold (1,000 pages), so the log's pages reach the file only through that thread.
 */
const WORKERS = 2;

const suite = servingGatewayForSuite('checkpoints', WORKERS);

test("the log's new pages reach its file within seconds, checkpointed by the projector thread", async () => {
  const file = path.join(suite.dataDir, 'events.db');
  const sizeBefore = statSync(file).size;
  for (let i = 0; i < 20; i += 1) {
    const player = new HttpPlayer(suite.server.url);
    const answer = await player.call('POST', '/_api/auth/register_with_password', { email: `checkpoint-${i}@example.com`, password: 'Passw0rd!', displayName: `Checkpoint ${i}` }, { wire: 'json' });
    expect(answer.status).toBe(200);
  }
  const deadline = Date.now() + 10_000;
  while (statSync(file).size === sizeBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(statSync(file).size).toBeGreaterThan(sizeBefore);
}, 30_000);
