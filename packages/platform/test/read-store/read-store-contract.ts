import {
  GenerationRetiredError,
  type DocWrite,
  type Filter,
  type FindOptions,
  type Page,
  type ProjectionShape,
  type ReadDoc,
  type ReadStore,
  type ReadStoreReader,
} from '../../src';

/**
 * The behaviour every read-store adapter owes the projections and queries. Each adapter's test
 * file calls this with a factory that opens a fresh, empty store.
 */
export interface ReadStoreFixture {
  open(): Promise<ReadStore>;
}

const PLAYERS: ProjectionShape = {
  name: 'players-projection',
  collections: [{ name: 'players', indexes: [['league', 'score'], ['profile.city']] }],
};

const put = (doc: ReadDoc): DocWrite => ({ collection: 'players', kind: 'put', doc });

const player = (id: string, position: number, fields: Record<string, unknown>): ReadDoc => ({
  _id: id,
  _position: position,
  ...fields,
});

const SEED: ReadDoc[] = [
  player('a', 1, { league: 'L1', score: 10, name: 'Ann', active: true, profile: { city: 'Oslo' } }),
  player('b', 2, { league: 'L1', score: 30, name: 'Bob', active: false, profile: { city: 'Rome' } }),
  player('c', 3, { league: 'L1', score: 20, name: 'Cid', active: true, profile: { city: 'Oslo' } }),
  player('d', 4, { league: 'L2', score: 20, name: 'Dee', active: true }),
  player('e', 5, { league: 'L2', score: 'high', name: 'Eve', active: false, profile: { city: null } }),
  player('f', 6, { league: 'L2', score: null, name: 'Fay' }),
  player('g', 7, { league: 'L1', score: 20, name: 'Gus', active: true, profile: { city: 'Lima' } }),
];

const ids = (docs: ReadDoc[]): string[] => docs.map((doc) => doc._id);

async function allPages(store: ReadStoreReader, filter: Filter, options: FindOptions): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page: Page<ReadDoc> = await store.find('players', filter, { ...options, cursor });
    pages.push(ids(page.items));
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 50);
  return pages;
}

export function describeReadStoreContract(name: string, fixture: ReadStoreFixture): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;

    beforeEach(async () => {
      store = await fixture.open();
    });
    afterEach(async () => {
      await store.close();
    });

    const seed = async (): Promise<void> => {
      await store.attach(PLAYERS);
      await store.applyBatch(PLAYERS.name, SEED.map(put), 7);
    };

    describe('documents and checkpoints', () => {
      it('reads nothing from a collection nobody declared', async () => {
        expect(await store.get('nowhere', 'x')).toBeNull();
        expect((await store.getMany('nowhere', ['x'])).size).toBe(0);
        expect(await store.find('nowhere', {})).toEqual({ items: [], nextCursor: null });
        expect(await store.count('nowhere', {})).toBe(0);
        expect(await store.getCheckpoint('nobody')).toBe(0);
      });

      it('writes documents and moves the checkpoint with them', async () => {
        await seed();
        expect(await store.get('players', 'b')).toEqual(SEED[1]);
        const many = await store.getMany('players', ['a', 'c', 'zz']);
        expect([...many.keys()].sort()).toEqual(['a', 'c']);
        expect(many.get('c')).toEqual(SEED[2]);
        expect(await store.getCheckpoint(PLAYERS.name)).toBe(7);
      });

      it('ignores a put or delete that is not newer than the stored document', async () => {
        await seed();
        await store.applyBatch(
          PLAYERS.name,
          [
            put(player('a', 1, { league: 'L9', score: 0 })),
            put(player('b', 1, { league: 'L9', score: 0 })),
            { collection: 'players', kind: 'delete', id: 'c', position: 3 },
            { collection: 'players', kind: 'delete', id: 'd', position: 2 },
          ],
          7,
        );
        expect(await store.get('players', 'a')).toEqual(SEED[0]);
        expect(await store.get('players', 'b')).toEqual(SEED[1]);
        expect(await store.get('players', 'c')).toEqual(SEED[2]);
        expect(await store.get('players', 'd')).toEqual(SEED[3]);
      });

      it('applies a newer put and a newer delete', async () => {
        await seed();
        await store.applyBatch(
          PLAYERS.name,
          [put(player('a', 8, { league: 'L1', score: 99 })), { collection: 'players', kind: 'delete', id: 'b', position: 9 }],
          9,
        );
        expect(await store.get('players', 'a')).toEqual({ _id: 'a', _position: 8, league: 'L1', score: 99 });
        expect(await store.get('players', 'b')).toBeNull();
        expect(await store.getCheckpoint(PLAYERS.name)).toBe(9);
      });

      it('never moves a checkpoint backwards', async () => {
        await seed();
        await store.applyBatch(PLAYERS.name, [], 5);
        expect(await store.getCheckpoint(PLAYERS.name)).toBe(7);
      });

      it('keeps a collection to the projection that declared it', async () => {
        await store.attach(PLAYERS);
        await expect(store.attach({ name: 'other', collections: [{ name: 'players' }] })).rejects.toThrow(/belongs to/);
      });

      it('declares collections idempotently, each its own projection by default', async () => {
        await store.ensureCollections([{ name: 'notes', indexes: [['tag']] }]);
        await store.ensureCollections([{ name: 'notes', indexes: [['tag']] }]);
        await store.applyBatch('notes', [{ collection: 'notes', kind: 'put', doc: { _id: 'n', _position: 1, tag: 't' } }], 1);
        expect(await store.count('notes', { tag: 't' })).toBe(1);
      });
    });

    describe('find and count', () => {
      beforeEach(seed);

      const cases: Array<[string, Filter, string[]]> = [
        ['equality', { league: 'L1' }, ['a', 'b', 'c', 'g']],
        ['two equalities', { league: 'L1', score: 20 }, ['c', 'g']],
        ['a boolean', { active: true }, ['a', 'c', 'd', 'g']],
        ['a dotted path', { 'profile.city': 'Oslo' }, ['a', 'c']],
        ['null, which also matches a missing field', { 'profile.city': null }, ['d', 'e', 'f']],
        ['$in', { name: { $in: ['Ann', 'Eve', 'Nobody'] } }, ['a', 'e']],
        ['an empty $in', { name: { $in: [] } }, []],
        ['$in on _id', { _id: { $in: ['b', 'f'] } }, ['b', 'f']],
        ['$gt on numbers only', { score: { $gt: 10 } }, ['b', 'c', 'd', 'g']],
        ['$gte', { score: { $gte: 20 } }, ['b', 'c', 'd', 'g']],
        ['$lt', { score: { $lt: 20 } }, ['a']],
        ['$lte', { score: { $lte: 20 } }, ['a', 'c', 'd', 'g']],
        ['$gt on strings only', { score: { $gt: 'a' } }, ['e']],
        ['$ne, which also matches a missing field', { active: { $ne: true } }, ['b', 'e', 'f']],
        ['$ne null', { 'profile.city': { $ne: null } }, ['a', 'b', 'c', 'g']],
        ['_position', { _position: { $gt: 5 } }, ['f', 'g']],
      ];

      it.each(cases)('filters by %s', async (_label, filter, expected) => {
        const page = await store.find('players', filter);
        expect(ids(page.items)).toEqual(expected);
        expect(page.nextCursor).toBeNull();
        expect(await store.count('players', filter)).toBe(expected.length);
      });

      it('sorts ascending and descending, ties by _id in the same direction', async () => {
        const asc = await store.find('players', { league: 'L1' }, { sort: { field: 'score', direction: 1 } });
        expect(ids(asc.items)).toEqual(['a', 'c', 'g', 'b']);
        const desc = await store.find('players', { league: 'L1' }, { sort: { field: 'score', direction: -1 } });
        expect(ids(desc.items)).toEqual(['b', 'g', 'c', 'a']);
      });

      it('sorts a missing or null value lowest', async () => {
        const asc = await store.find('players', { league: 'L2', _id: { $ne: 'e' } }, { sort: { field: 'score', direction: 1 } });
        expect(ids(asc.items)).toEqual(['f', 'd']);
        const desc = await store.find('players', { 'profile.city': { $ne: 'Rome' } }, { sort: { field: 'profile.city', direction: -1 } });
        expect(ids(desc.items)).toEqual(['c', 'a', 'g', 'f', 'e', 'd']);
      });

      it('limits a page and says whether another follows', async () => {
        const first = await store.find('players', { league: 'L1' }, { sort: { field: 'score', direction: -1 }, limit: 3 });
        expect(ids(first.items)).toEqual(['b', 'g', 'c']);
        expect(first.nextCursor).not.toBeNull();
        const exact = await store.find('players', { league: 'L1' }, { limit: 4 });
        expect(exact.items).toHaveLength(4);
        expect(exact.nextCursor).toBeNull();
      });

      it.each([
        ['by _id', {}],
        ['by a number, ascending', { sort: { field: 'score', direction: 1 } }],
        ['by a number, descending', { sort: { field: 'score', direction: -1 } }],
        ['by a dotted path with nulls, ascending', { sort: { field: 'profile.city', direction: 1 } }],
        ['by a dotted path with nulls, descending', { sort: { field: 'profile.city', direction: -1 } }],
      ] as Array<[string, FindOptions]>)('pages %s through every document exactly once', async (_label, options) => {
        const filter: Filter = { score: { $ne: 'high' } };
        const whole = ids((await store.find('players', filter, options)).items);
        for (const limit of [1, 2, 3]) {
          const pages = await allPages(store, filter, { ...options, limit });
          expect(pages.flat()).toEqual(whole);
          expect(pages.every((page) => page.length <= limit)).toBe(true);
        }
      });

      it('keeps paging from where it was when documents change in between', async () => {
        const first = await store.find('players', { league: 'L1' }, { sort: { field: 'score', direction: 1 }, limit: 2 });
        expect(ids(first.items)).toEqual(['a', 'c']);
        await store.applyBatch(PLAYERS.name, [put(player('aa', 8, { league: 'L1', score: 5 }))], 8);
        const next = await store.find('players', { league: 'L1' }, { sort: { field: 'score', direction: 1 }, limit: 2, cursor: first.nextCursor });
        expect(ids(next.items)).toEqual(['g', 'b']);
      });

      it('rejects a cursor made for another sort', async () => {
        const first = await store.find('players', {}, { sort: { field: 'score', direction: 1 }, limit: 1 });
        await expect(
          store.find('players', {}, { sort: { field: 'name', direction: 1 }, limit: 1, cursor: first.nextCursor }),
        ).rejects.toThrow(/sort/);
      });

      it('rejects a field name that is not a plain path', async () => {
        await expect(store.find('players', { '$where': 'x' })).rejects.toThrow(/Invalid field/);
        await expect(store.find('players', { "a') OR 1=1 --": 'x' })).rejects.toThrow(/Invalid field/);
      });
    });

    describe('generations', () => {
      beforeEach(seed);

      it('fills a fresh generation unseen by readers, then switches them to it at once', async () => {
        const live = await store.attach(PLAYERS);
        const fresh = await store.createGeneration(PLAYERS);
        expect(fresh.generation).toBeGreaterThan(live.generation);
        expect(await fresh.getCheckpoint()).toBe(0);

        await fresh.applyBatch([put(player('a', 1, { league: 'L1', score: 1000 }))], 7);
        expect(await store.get('players', 'a')).toEqual(SEED[0]);
        expect((await fresh.getMany('players', ['a'])).get('a')).toMatchObject({ score: 1000 });

        expect(await store.promote(PLAYERS.name, fresh.generation)).toBe('switched');
        expect(await store.get('players', 'a')).toMatchObject({ score: 1000 });
        expect(await store.get('players', 'b')).toBeNull();
        expect(await store.getCheckpoint(PLAYERS.name)).toBe(7);
        expect((await store.generations(PLAYERS.name)).map((g) => [g.generation, g.state])).toEqual([
          [fresh.generation, 'active'],
        ]);
      });

      it('moves its active layout when readers are switched to another generation', async () => {
        const before = await store.activeLayout();
        expect(await store.activeLayout()).toBe(before);
        const fresh = await store.createGeneration(PLAYERS);
        await fresh.applyBatch(SEED.map(put), 7);
        expect(await store.promote(PLAYERS.name, fresh.generation)).toBe('switched');
        expect(await store.activeLayout()).not.toBe(before);
      });

      it('refuses to switch to a generation behind the live one', async () => {
        const fresh = await store.createGeneration(PLAYERS);
        await fresh.applyBatch([], 6);
        expect(await store.promote(PLAYERS.name, fresh.generation)).toBe('behind');
        expect(await store.get('players', 'a')).toEqual(SEED[0]);
        await fresh.applyBatch([], 7);
        expect(await store.promote(PLAYERS.name, fresh.generation)).toBe('switched');
      });

      it('tells the writer of a replaced generation, which then attaches to the new one', async () => {
        const live = await store.attach(PLAYERS);
        const fresh = await store.createGeneration(PLAYERS);
        await fresh.applyBatch(SEED.map(put), 7);
        await store.promote(PLAYERS.name, fresh.generation);

        await expect(live.applyBatch([put(player('z', 8, { league: 'L1' }))], 8)).rejects.toBeInstanceOf(GenerationRetiredError);
        await expect(live.getMany('players', ['a'])).rejects.toBeInstanceOf(GenerationRetiredError);
        const reattached = await store.attach(PLAYERS);
        expect(reattached.generation).toBe(fresh.generation);
        expect(await reattached.getCheckpoint()).toBe(7);
      });

      it('keeps a named historical copy beside the live generation', async () => {
        const copy = await store.createGeneration(PLAYERS, { copy: 'as-of-3' });
        await copy.applyBatch(SEED.slice(0, 3).map(put), 3);
        const reader = await store.copy('as-of-3');
        expect(reader).not.toBeNull();
        expect(await reader?.count('players', {})).toBe(3);
        expect(await store.count('players', {})).toBe(7);
        expect(await store.copy('as-of-never')).toBeNull();
        await expect(store.createGeneration(PLAYERS, { copy: 'as-of-3' })).rejects.toThrow(/already/);
        await expect(store.promote(PLAYERS.name, copy.generation)).rejects.toThrow(/copy/);

        await store.dropGeneration(PLAYERS.name, copy.generation);
        expect(await store.copy('as-of-3')).toBeNull();
        expect(await store.count('players', {})).toBe(7);
      });

      it('never drops the active generation', async () => {
        const live = await store.attach(PLAYERS);
        await expect(store.dropGeneration(PLAYERS.name, live.generation)).rejects.toThrow(/active/);
      });
    });
  });
}
