import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteReadStore, type ProjectionShape, type ReadDoc } from '../../src';
import { READ_MODEL_PAGE_BYTES } from '../../src/read-store/sqlite/sqlite-read-store';

/** The read models' file is laid out in READ_MODEL_PAGE_BYTES pages, an older file rewritten so when it is alone. */

let dir: string;
let counter = 0;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-size-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = () => path.join(dir, `read-${(counter += 1)}.db`);
const SHAPE: ProjectionShape = { name: 'things-projection', collections: [{ name: 'things', indexes: [['league']] }] };
const pageSizeOf = (name: string): number => {
  const db = new Database(name, { readonly: true });
  try {
    return db.pragma('page_size', { simple: true }) as number;
  } finally {
    db.close();
  }
};

/** A store's file with `count` documents, written by a store, then its pages turned to `bytes`. */
async function fileWith(count: number, bytes: number): Promise<string> {
  const name = file();
  const store = new SqliteReadStore({ file: name });
  const target = await store.attach(SHAPE);
  const docs: ReadDoc[] = Array.from({ length: count }, (_, i) => ({ _id: `t-${i}`, _position: i + 1, league: `L${i % 7}`, text: 'x'.repeat(i % 900) }));
  await target.applyBatch(docs.map((doc) => ({ kind: 'put', collection: 'things', doc })), count);
  await store.close();
  const db = new Database(name);
  db.pragma('journal_mode = DELETE');
  db.pragma(`page_size = ${bytes}`);
  db.exec('VACUUM');
  db.pragma('journal_mode = WAL');
  db.close();
  return name;
}

describe('the read models’ page size', () => {
  it('is READ_MODEL_PAGE_BYTES for a new file', async () => {
    expect(READ_MODEL_PAGE_BYTES).toBe(16384);
    const name = file();
    const store = new SqliteReadStore({ file: name });
    await store.attach(SHAPE);
    await store.close();
    expect(pageSizeOf(name)).toBe(READ_MODEL_PAGE_BYTES);
  });

  it('rewrites a file of 4 KB pages opened alone, every document and checkpoint kept', async () => {
    const name = await fileWith(2_000, 4096);
    expect(pageSizeOf(name)).toBe(4096);
    const store = new SqliteReadStore({ file: name });
    const target = await store.attach(SHAPE);
    expect(await store.getCheckpoint('things-projection')).toBe(2_000);
    const found = await target.getMany('things', ['t-0', 't-999', 't-1999']);
    expect(['t-0', 't-999', 't-1999'].map((id) => [id, (found.get(id)?.text as string).length])).toEqual([
      ['t-0', 0],
      ['t-999', 99],
      ['t-1999', 199],
    ]);
    expect(await store.count('things', { league: 'L3' })).toBe(286);
    await store.close();
    expect(pageSizeOf(name)).toBe(READ_MODEL_PAGE_BYTES);
  });

  it('leaves the pages of a file another connection has open, and serves it as it is', async () => {
    const name = await fileWith(50, 4096);
    const other = new Database(name);
    other.prepare('SELECT count(*) FROM sqlite_master').get();
    const store = new SqliteReadStore({ file: name });
    await store.attach(SHAPE);
    expect(await store.count('things', {})).toBe(50);
    await store.close();
    other.close();
    expect(pageSizeOf(name)).toBe(4096);
  });
});
