import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteReadStore, WalCheckpoints } from '../../src';
import { describeReadStoreContract } from './read-store-contract';

let dir: string;
let counter = 0;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'read-store-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeReadStoreContract('SQLite', {
  open: async () => new SqliteReadStore({ file: path.join(dir, `read-${(counter += 1)}.db`) }),
});

it('leaves checkpoints to another connection when told to, keeping a safety net', async () => {
  const file = path.join(dir, 'checkpoints-elsewhere.db');
  const store = new SqliteReadStore({ file, checkpointsElsewhere: true });
  await store.attach({ name: 'notes-projection', collections: [{ name: 'notes', indexes: [] }] });
  const text = 'x'.repeat(3000);
  for (let batch = 0; batch < 15; batch += 1) {
    const writes = Array.from({ length: 100 }, (_, i) => ({ collection: 'notes', kind: 'put' as const, doc: { _id: `n-${batch}-${i}`, _position: batch + 1, text } }));
    await store.applyBatch('notes-projection', writes, batch + 1);
  }
  // Over 1,000 pages were written and none copied into the file by the writing connection.
  const checkpoints = new WalCheckpoints([file]);
  const frames = new Database(file);
  checkpoints.checkpoint();
  const after = (frames.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number; checkpointed: number }>)[0]!;
  expect(after.log).toBeGreaterThan(1000);
  expect(after.checkpointed).toBe(after.log);
  frames.close();
  checkpoints.close();
  await store.close();
});
