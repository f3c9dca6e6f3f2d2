import { statSync } from 'node:fs';
import path from 'node:path';
import { HttpPlayer } from './support/http-client';
import { servingGatewayForSuite } from './support/server-process';

/**
 * With several server processes, the leader's checkpoint thread checkpoints the event log and the
 * read models for all of them: no thread that serves requests syncs the disk. A few appends stay far
 * below SQLite's own threshold (1,000 pages), so their pages reach the files only through that thread.
 */
const WORKERS = 2;

const suite = servingGatewayForSuite('checkpoints', WORKERS);

test("the new pages of the log and of the read models reach their files within seconds, checkpointed by that thread", async () => {
  const files = [path.join(suite.dataDir, 'events.db'), path.join(suite.dataDir, 'read.db')];
  const sizesBefore = files.map((file) => statSync(file).size);
  for (let i = 0; i < 20; i += 1) {
    const player = new HttpPlayer(suite.server.url);
    const answer = await player.call('POST', '/_api/auth/register_with_password', { email: `checkpoint-${i}@example.com`, password: 'Passw0rd!', displayName: `Checkpoint ${i}` }, { wire: 'json' });
    expect(answer.status).toBe(200);
  }
  const deadline = Date.now() + 10_000;
  const grown = () => files.every((file, i) => statSync(file).size > sizesBefore[i]!);
  while (!grown() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const [i, file] of files.entries()) expect(statSync(file).size).toBeGreaterThan(sizesBefore[i]!);
}, 30_000);
