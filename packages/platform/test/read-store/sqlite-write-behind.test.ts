import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteReadStore, WritesLostError, type DocWrite, type FieldCondition, type Filter, type FindOptions, type Page, type ProjectionShape, type ReadDoc } from '../../src';
import { compareText } from '../../src/read-store/sqlite/doc-filter';

/**
 * A store writing behind answers every query from what it holds as the table would once
 * committed: the same filters, order, pages and counts as a store that commits each batch, on
 * documents of every shape the filter language distinguishes (missing fields, null, booleans,
 * numbers against text, nested objects, text beyond the Basic Multilingual Plane).
 */

let dir: string;
let counter = 0;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'write-behind-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = () => path.join(dir, `read-${(counter += 1)}.db`);
const HELD_FOREVER = { maxWrites: 1_000_000, maxDelayMs: 600_000 };

const SHAPE: ProjectionShape = { name: 'things-projection', collections: [{ name: 'things', indexes: [['league', 'score'], ['profile.city']] }] };

/** mulberry32: the same draws on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const IDS = ['a', 'b', 'B', 'c1', 'c10', 'c2', 'é', 'z', '\uE000x', '\u{1D11E}y', 'id-7', 'id-8', 'id-9', 'q', 'r', 's', 't', 'u', 'v', 'w'];
const TEXTS = ['Oslo', 'oslo', 'Rome', '', 'é', '\uE000', '\u{1D11E}', '10', 'high'];

function drawDoc(next: () => number, id: string, position: number): ReadDoc {
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T;
  const doc: ReadDoc = { _id: id, _position: position };
  const field = (name: string, values: unknown[]) => {
    const value = pick([...values, undefined]);
    if (value !== undefined) doc[name] = value;
  };
  field('league', ['L1', 'L2', null]);
  field('score', [0, 1, 2, 2.5, -3, 10, 20, 'high', '10', true, false, null, { n: 1 }, [1, 2]]);
  field('active', [true, false, null]);
  field('name', TEXTS);
  field('profile', [{ city: pick(TEXTS) }, { city: null }, {}, null]);
  return doc;
}

function drawCondition(next: () => number): [string, FieldCondition] {
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T;
  const field = pick(['league', 'score', 'active', 'name', 'profile.city', '_id', '_position']);
  const operand = (): string | number => (field === '_position' ? Math.floor(next() * 40) : field === '_id' ? pick(IDS) : pick<string | number>([...TEXTS, 0, 1, 2, 10, 2.5, -3]));
  switch (pick(['eq', 'null', 'in', 'ne', 'range', 'bool'])) {
    case 'eq':
      return [field, operand()];
    case 'null':
      return [field, null];
    case 'in':
      return [field, { $in: [operand(), operand()] }];
    case 'ne':
      return [field, { $ne: pick([operand(), null, true]) }];
    case 'bool':
      return [field, pick([true, false])];
    default:
      return [field, { [pick(['$gt', '$gte', '$lt', '$lte'])]: operand() } as FieldCondition];
  }
}

function drawQuery(next: () => number): { filter: Filter; options: FindOptions } {
  const filter: Filter = {};
  const conditions = Math.floor(next() * 3);
  for (let i = 0; i < conditions; i += 1) {
    const [field, condition] = drawCondition(next);
    filter[field] = condition;
  }
  const options: FindOptions = {};
  if (next() < 0.8) options.sort = { field: ['league', 'score', 'name', 'profile.city', '_id', '_position'][Math.floor(next() * 6)] as string, direction: next() < 0.5 ? 1 : -1 };
  if (next() < 0.8) options.limit = 1 + Math.floor(next() * 6);
  return { filter, options };
}

async function pages(store: SqliteReadStore, filter: Filter, options: FindOptions): Promise<ReadDoc[][]> {
  const all: ReadDoc[][] = [];
  let cursor: string | null = null;
  do {
    const page: Page<ReadDoc> = await store.find<ReadDoc>('things', filter, { ...options, cursor });
    all.push(page.items);
    cursor = page.nextCursor;
  } while (cursor !== null && all.length < 40);
  return all;
}

async function expectSameAnswers(plain: SqliteReadStore, behind: SqliteReadStore, next: () => number): Promise<void> {
  for (let q = 0; q < 150; q += 1) {
    const { filter, options } = drawQuery(next);
    const told = JSON.stringify({ filter, options });
    expect({ told, pages: await pages(behind, filter, options) }).toEqual({ told, pages: await pages(plain, filter, options) });
    expect({ told, count: await behind.count('things', filter) }).toEqual({ told, count: await plain.count('things', filter) });
  }
  const some = IDS.filter(() => next() < 0.5);
  expect([...(await behind.getMany('things', some)).entries()].sort()).toEqual([...(await plain.getMany('things', some)).entries()].sort());
  for (const id of IDS) expect(await behind.get('things', id)).toEqual(await plain.get('things', id));
}

describe('a read store writing behind', () => {
  test.each(Array.from({ length: 16 }, (_, i) => i + 1))('answers as the committed table would (draw %i): filters, order, pages, counts, lookups', async (seed) => {
    const next = random(seed);
    const plain = new SqliteReadStore({ file: file() });
    const behind = new SqliteReadStore({ file: file(), writeBehind: HELD_FOREVER });
    try {
      const targets = [await plain.attach(SHAPE), await behind.attach(SHAPE)];
      let position = 0;
      const batch = (count: number): DocWrite[] =>
        Array.from({ length: count }, () => {
          position += 1;
          const id = IDS[Math.floor(next() * IDS.length)] as string;
          return next() < 0.15 ? { collection: 'things', kind: 'delete', id, position } : { collection: 'things', kind: 'put', doc: drawDoc(next, id, position) };
        });
      // Some documents in the file, then changes to them and new ones held in memory only.
      const stored = batch(15);
      for (const target of targets) await target.applyBatch(stored, position);
      behind.flush();
      for (let round = 0; round < 3; round += 1) {
        const held = batch(8);
        // An older write than what is stored or held changes nothing, as in the table.
        const stale: DocWrite = { collection: 'things', kind: 'put', doc: drawDoc(next, IDS[0] as string, 1) };
        for (const target of targets) await target.applyBatch([...held, stale], position);
      }
      await expectSameAnswers(plain, behind, next);
      behind.flush();
      await expectSameAnswers(plain, behind, next);
    } finally {
      await plain.close();
      await behind.close();
    }
  });

  test('orders text by UTF-8 bytes, as SQLite does', () => {
    const texts = ['b', 'a', '\uE000', '\u{1D11E}', 'é', 'Z', '', 'ab'];
    const db = new Database(':memory:');
    const sqlite = db.prepare('SELECT value FROM json_each(?) ORDER BY value').pluck().all(JSON.stringify(texts));
    db.close();
    expect([...texts].sort(compareText)).toEqual(sqlite);
  });

  test('commits once enough writes wait, and after the delay otherwise; the file then shows them to other connections', async () => {
    const path_ = file();
    const behind = new SqliteReadStore({ file: path_, writeBehind: { maxWrites: 5, maxDelayMs: 200 } });
    const other = new SqliteReadStore({ file: path_ });
    try {
      const target = await behind.attach(SHAPE);
      const put = (id: string, position: number): DocWrite => ({ collection: 'things', kind: 'put', doc: { _id: id, _position: position, league: 'L1' } });
      await target.applyBatch([put('a', 1)], 1);
      expect(await behind.get('things', 'a')).toMatchObject({ _id: 'a' });
      expect(await other.get('things', 'a')).toBeNull();
      expect(await other.getCheckpoint(SHAPE.name)).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await other.get('things', 'a')).toMatchObject({ _id: 'a' });
      expect(await other.getCheckpoint(SHAPE.name)).toBe(1);

      await target.applyBatch([put('b', 2), put('c', 3), put('d', 4), put('e', 5)], 5);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await other.count('things', {})).toBe(5);
      expect(await other.getCheckpoint(SHAPE.name)).toBe(5);
    } finally {
      await behind.close();
      await other.close();
    }
  });

  test('commits what it holds when it closes', async () => {
    const path_ = file();
    const behind = new SqliteReadStore({ file: path_, writeBehind: HELD_FOREVER });
    const target = await behind.attach(SHAPE);
    await target.applyBatch([{ collection: 'things', kind: 'put', doc: { _id: 'a', _position: 3 } }], 3);
    await behind.close();
    const reopened = new SqliteReadStore({ file: path_ });
    try {
      expect(await reopened.get('things', 'a')).toEqual({ _id: 'a', _position: 3 });
      expect(await reopened.getCheckpoint(SHAPE.name)).toBe(3);
    } finally {
      await reopened.close();
    }
  });

  test('tells the writer when held writes could not be stored, and shows the stored checkpoint to start again from', async () => {
    const path_ = file();
    const behind = new SqliteReadStore({ file: path_, writeBehind: HELD_FOREVER });
    try {
      const target = await behind.attach(SHAPE);
      await target.applyBatch([{ collection: 'things', kind: 'put', doc: { _id: 'a', _position: 1 } }], 1);
      behind.flush();
      await target.applyBatch([{ collection: 'things', kind: 'put', doc: { _id: 'b', _position: 2 } }], 2);
      expect(await target.getCheckpoint()).toBe(2);
      // Another process takes the write lock and keeps it past the store's patience.
      const blocker = new Database(path_);
      blocker.pragma('busy_timeout = 0');
      blocker.prepare('BEGIN IMMEDIATE').run();
      (behind as unknown as { db: Database.Database }).db.pragma('busy_timeout = 0');
      behind.flush();
      blocker.prepare('ROLLBACK').run();
      blocker.close();
      expect(await behind.get('things', 'b')).toBeNull();
      await expect(target.applyBatch([{ collection: 'things', kind: 'put', doc: { _id: 'c', _position: 3 } }], 3)).rejects.toBeInstanceOf(WritesLostError);
      await expect(target.getMany('things', ['a'])).rejects.toBeInstanceOf(WritesLostError);
      expect(await target.getCheckpoint()).toBe(1);
      await target.applyBatch([{ collection: 'things', kind: 'put', doc: { _id: 'b', _position: 2 } }], 2);
      behind.flush();
      expect(await behind.get('things', 'b')).toEqual({ _id: 'b', _position: 2 });
    } finally {
      await behind.close();
    }
  });
});
