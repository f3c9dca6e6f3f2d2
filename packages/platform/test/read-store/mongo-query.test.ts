import { encodeCursor } from '../../src/read-store/cursor';
import { findQuery, mongoFilter } from '../../src/read-store/mongo/mongo-query';

/** The translation runs without a server; the contract suite checks its effect against MongoDB. */
describe('MongoDB query translation', () => {
  it('keeps the known operators and nothing else', () => {
    expect(mongoFilter({ league: 'L1', score: { $gte: 3 }, 'profile.city': null, tag: { $in: ['a'] }, on: { $ne: true } })).toEqual({
      league: 'L1',
      score: { $gte: 3 },
      'profile.city': null,
      tag: { $in: ['a'] },
      on: { $ne: true },
    });
    expect(() => mongoFilter({ $where: 'sleep(1)' })).toThrow(/Invalid field/);
    expect(() => mongoFilter({ score: { $regex: '.' } as never })).toThrow(/Unsupported/);
  });

  it('sorts with _id as the tie-break and pages by keyset', () => {
    const sort = { field: 'score', direction: -1 as const };
    const cursor = encodeCursor({ ...sort, value: 20, id: 'c' });
    expect(findQuery({ league: 'L1' }, { sort, cursor })).toEqual({
      filter: {
        $and: [
          { league: 'L1' },
          { $or: [{ score: { $lt: 20 } }, { score: 20, _id: { $lt: 'c' } }, { score: null }] },
        ],
      },
      sort: { score: -1, _id: -1 },
    });
    const afterNull = encodeCursor({ field: 'score', direction: 1, value: null, id: 'f' });
    expect(findQuery({}, { sort: { field: 'score', direction: 1 }, cursor: afterNull }).filter).toEqual({
      $and: [{}, { $or: [{ score: { $ne: null } }, { score: null, _id: { $gt: 'f' } }] }],
    });
  });
});
