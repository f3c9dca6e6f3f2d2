import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteReadStore } from '../../src';
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

// Nothing reaches the file within a test: every read is answered from what is held behind.
describeReadStoreContract('SQLite, writing behind', {
  open: async () => new SqliteReadStore({ file: path.join(dir, `read-${(counter += 1)}.db`), writeBehind: { maxWrites: 1_000_000, maxDelayMs: 60_000 } }),
});
