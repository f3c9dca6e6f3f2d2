import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { GenerationRetiredError, SqliteReadStore, type ProjectionShape, type ReadDoc } from '../../src';

/**
 * The serving process and a replay process open the same file: each has its own connection, so
 * two stores here behave as two processes would (data_version and locks are per connection).
 */
const SHAPE: ProjectionShape = { name: 'scores', collections: [{ name: 'scores', indexes: [['value']] }] };
const doc = (id: string, position: number, value: number): ReadDoc => ({ _id: id, _position: position, value });

describe('SqliteReadStore generations across connections', () => {
  let dir: string;
  let serving: SqliteReadStore;
  let replay: SqliteReadStore;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'read-gen-'));
    const file = path.join(dir, 'read.db');
    serving = new SqliteReadStore({ file });
    replay = new SqliteReadStore({ file });
  });
  afterEach(async () => {
    await serving.close();
    await replay.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('switches the readers of another connection, and tells its live writer', async () => {
    const live = await serving.attach(SHAPE);
    await live.applyBatch([{ collection: 'scores', kind: 'put', doc: doc('a', 1, 1) }], 1);
    expect(await serving.get('scores', 'a')).toMatchObject({ value: 1 });

    const fresh = await replay.createGeneration(SHAPE);
    await fresh.applyBatch([{ collection: 'scores', kind: 'put', doc: doc('a', 1, 100) }], 1);
    // Not switched yet: the serving side still reads its copy.
    expect(await serving.get('scores', 'a')).toMatchObject({ value: 1 });
    expect(await replay.promote('scores', fresh.generation)).toBe('switched');

    // The serving connection writes a projection, so its views read in the turn's snapshot: the
    // switch shows from the next turn on.
    expect(await serving.get('scores', 'a')).toMatchObject({ value: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await serving.get('scores', 'a')).toMatchObject({ value: 100 });
    expect(await serving.find('scores', { value: { $gt: 10 } })).toMatchObject({ items: [{ _id: 'a' }] });
    await expect(
      live.applyBatch([{ collection: 'scores', kind: 'put', doc: doc('b', 2, 2) }], 2),
    ).rejects.toBeInstanceOf(GenerationRetiredError);
    const reattached = await serving.attach(SHAPE);
    expect(reattached.generation).toBe(fresh.generation);
    await reattached.applyBatch([{ collection: 'scores', kind: 'put', doc: doc('b', 2, 2) }], 2);
    expect(await replay.count('scores', {})).toBe(2);
  });

  it('does not switch while the live generation is ahead, under the same write lock', async () => {
    const live = await serving.attach(SHAPE);
    const fresh = await replay.createGeneration(SHAPE);
    await fresh.applyBatch([], 3);
    await live.applyBatch([{ collection: 'scores', kind: 'put', doc: doc('a', 4, 4) }], 4);
    expect(await replay.promote('scores', fresh.generation)).toBe('behind');
    await fresh.applyBatch([{ collection: 'scores', kind: 'put', doc: doc('a', 4, 4) }], 4);
    expect(await replay.promote('scores', fresh.generation)).toBe('switched');
  });

  it('writes the batches several projections hand over together in one transaction, each failing alone', async () => {
    const other: ProjectionShape = { name: 'totals', collections: [{ name: 'totals' }] };
    const scores = await serving.attach(SHAPE);
    const totals = await serving.attach(other);
    await Promise.all([
      scores.applyBatch([{ collection: 'scores', kind: 'put', doc: doc('a', 1, 1) }], 1),
      totals.applyBatch([{ collection: 'totals', kind: 'put', doc: doc('t', 1, 1) }], 1),
    ]);
    expect(await replay.getCheckpoint('scores')).toBe(1);
    expect(await replay.getCheckpoint('totals')).toBe(1);

    // A rebuild retires the scores generation: its next batch fails, the other projection's does not.
    const fresh = await replay.createGeneration(SHAPE);
    await fresh.applyBatch([], 1);
    expect(await replay.promote('scores', fresh.generation)).toBe('switched');
    const [failed, written] = await Promise.allSettled([
      scores.applyBatch([{ collection: 'scores', kind: 'put', doc: doc('b', 2, 2) }], 2),
      totals.applyBatch([{ collection: 'totals', kind: 'put', doc: doc('t', 2, 2) }], 2),
    ]);
    expect(failed).toMatchObject({ status: 'rejected', reason: expect.any(GenerationRetiredError) });
    expect(written.status).toBe('fulfilled');
    expect(await replay.get('totals', 't')).toMatchObject({ value: 2 });
    expect(await replay.getCheckpoint('totals')).toBe(2);
  });
  it("shares one snapshot among a turn's projection and view reads, reads afresh the next turn, and commits a batch over it", async () => {
    const live = await serving.attach(SHAPE);
    await live.applyBatch([{ collection: 'scores', kind: 'put', doc: doc('a', 1, 1) }], 1);
    await new Promise((resolve) => setImmediate(resolve));
    const other = new Database(path.join(dir, 'read.db'));
    try {
      const table = other.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%scores%'").pluck().get()!;
      const before = live.getMany('scores', ['a']);
      // Another connection commits while the turn's read transaction is open.
      other.prepare(`UPDATE "${table}" SET doc = ? WHERE id = 'a'`).run(JSON.stringify(doc('a', 1, 2)));
      expect((await before).get('a')).toMatchObject({ value: 1 });
      expect((await live.getMany('scores', ['a'])).get('a')).toMatchObject({ value: 1 });
      // Views on the projections' connection read the same snapshot.
      expect(await serving.get('scores', 'a')).toMatchObject({ value: 1 });
      await new Promise((resolve) => setImmediate(resolve));
      expect((await live.getMany('scores', ['a'])).get('a')).toMatchObject({ value: 2 });
      // The batch's commit ends the read transaction first; the next read sees the batch.
      await live.applyBatch([{ collection: 'scores', kind: 'put', doc: doc('a', 3, 3) }], 3);
      expect((await live.getMany('scores', ['a'])).get('a')).toMatchObject({ value: 3 });
      expect(await live.getCheckpoint()).toBe(3);
    } finally {
      other.close();
    }
  });
});
