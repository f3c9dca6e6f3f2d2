import type { DocWrite } from '../../src/read-store/port';
import { documentOf, guardedOperations, liveOnly, newerWrites } from '../../src/read-store/mongo/mongo-batch';

/**
 * How a projection batch becomes MongoDB writes, without a server (the contract suite checks the
 * effect against MongoDB where a container runtime exists).
 */

const put = (id: string, position: number, fields: Record<string, unknown> = {}): DocWrite => ({
  collection: 'players',
  kind: 'put',
  doc: { _id: id, _position: position, ...fields },
});
const del = (id: string, position: number): DocWrite => ({ collection: 'players', kind: 'delete', id, position });

describe('MongoDB projection batches', () => {
  it('turns a delete into a tombstone that keeps its position, so an older put cannot bring the document back', () => {
    const ops = guardedOperations([del('a', 9)]).get('players');
    expect(ops).toEqual([
      { replaceOne: { filter: { _id: 'a', _position: { $lt: 9 } }, replacement: { _id: 'a', _position: 9, _deleted: true }, upsert: true } },
    ]);
    expect(JSON.stringify(ops)).not.toContain('deleteOne');
  });

  it('guards every put by position', () => {
    expect(guardedOperations([put('a', 5, { score: 1 })]).get('players')).toEqual([
      { replaceOne: { filter: { _id: 'a', _position: { $lt: 5 } }, replacement: { _id: 'a', _position: 5, score: 1 }, upsert: true } },
    ]);
  });

  it('keeps, in a transaction, only the writes newer than what is stored, tombstones included', () => {
    const stored = new Map([
      ['a', 9], // a tombstone at 9
      ['b', 3],
    ]);
    const writes = [put('a', 5), put('b', 4), put('c', 1), del('b', 2)];
    expect(newerWrites(writes, stored)).toEqual([put('b', 4), put('c', 1)]);
    expect(documentOf(del('b', 8))).toEqual({ _id: 'b', _position: 8, _deleted: true });
  });

  it('hides tombstones from every read', () => {
    expect(liveOnly({ league: 'L1' })).toEqual({ league: 'L1', _deleted: { $exists: false } });
    expect(liveOnly({ $and: [{ a: 1 }, { b: 2 }] })).toEqual({ $and: [{ a: 1 }, { b: 2 }], _deleted: { $exists: false } });
  });
});
