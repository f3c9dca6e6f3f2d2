import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ReadTurn } from '../../src/sqlite/read-turn';

/** A turn's read transaction: ended by the next turn, or held for a while, and always by a write. */

let dir: string;
let counter = 0;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'read-turn-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A connection reading through a turn, and another writing the same file. */
function twoConnections(): { reader: Database.Database; writer: Database.Database; count: () => number; close: () => void } {
  const file = path.join(dir, `turn-${(counter += 1)}.db`);
  const writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.exec('CREATE TABLE t (n INTEGER)');
  const reader = new Database(file);
  const count = reader.prepare<[], number>('SELECT count(*) FROM t').pluck();
  return { reader, writer, count: () => count.get() as number, close: () => (reader.close(), writer.close()) };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('ReadTurn', () => {
  it('shares one snapshot within a turn and sees another connection’s commit from the next', async () => {
    const { reader, writer, count, close } = twoConnections();
    const turn = new ReadTurn(reader);
    const first = turn.enter();
    expect(count()).toBe(0);
    writer.exec('INSERT INTO t VALUES (1)');
    expect(turn.enter()).toBe(first);
    expect(count()).toBe(0);
    await nextTurn();
    expect(turn.isOpen).toBe(false);
    expect(turn.enter()).toBe(first + 1);
    expect(count()).toBe(1);
    turn.close();
    close();
  });

  describe('held', () => {
    // The hold is a timer: the clock is the test's, so a slow machine cannot move its end.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    it('outlives its turn until holdMs has passed', async () => {
      const { reader, writer, count, close } = twoConnections();
      const turn = new ReadTurn(reader, { holdMs: 150 });
      const first = turn.enter();
      // BEGIN is deferred: the snapshot is the first read's.
      expect(count()).toBe(0);
      writer.exec('INSERT INTO t VALUES (1)');
      await nextTurn();
      jest.advanceTimersByTime(149);
      expect(turn.isOpen).toBe(true);
      expect(turn.enter()).toBe(first);
      expect(count()).toBe(0);
      jest.advanceTimersByTime(1);
      expect(turn.isOpen).toBe(false);
      turn.enter();
      expect(count()).toBe(1);
      turn.close();
      close();
    });

    it('ends at once when closed for a write, and the next one is held afresh', () => {
      const { reader, writer, count, close } = twoConnections();
      const turn = new ReadTurn(reader, { holdMs: 100 });
      turn.enter();
      turn.close();
      expect(reader.inTransaction).toBe(false);
      reader.exec('INSERT INTO t VALUES (1)');
      jest.advanceTimersByTime(60);
      // The first transaction's timer must not end the second before its own time.
      const second = turn.enter();
      expect(count()).toBe(1);
      writer.exec('INSERT INTO t VALUES (2)');
      jest.advanceTimersByTime(60);
      expect(turn.isOpen).toBe(true);
      expect(turn.enter()).toBe(second);
      expect(count()).toBe(1);
      jest.advanceTimersByTime(40);
      expect(turn.isOpen).toBe(false);
      close();
    });
  });
});
