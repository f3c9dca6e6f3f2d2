import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../../src/event-store/sqlite-event-store';
import { WrongExpectedRevisionError, type EventStore } from '../../src/event-store/port';
import { ID_BLOCK_RESERVED, IdAllocator, idStreamOf } from '../../src/ids/id-allocator';
import { ManualClock } from '../../src/time/clock';

const dir = mkdtempSync(path.join(tmpdir(), 'id-allocator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
const nextFile = (): string => path.join(dir, `ids-${++files}.db`);

const stores: EventStore[] = [];
function openStore(file = nextFile()): EventStore {
  const store = new SqliteEventStore({ file });
  stores.push(store);
  return store;
}
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

const expectUniquePositiveIntegers = (ids: number[]): void => {
  expect(ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
};

describe('IdAllocator', () => {
  it('hands out 1, 2, 3... on a fresh store, per kind', async () => {
    const ids = new IdAllocator(openStore(), { blockSize: 3 });
    const leagues = [];
    for (let i = 0; i < 10; i++) leagues.push(await ids.next('league'));
    expect(leagues).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await ids.next('post')).toBe(1);
  });

  it('records each block as an IdBlockReserved event with system metadata', async () => {
    const store = openStore();
    const clock = new ManualClock('2026-03-04T05:06:07.000Z');
    const ids = new IdAllocator(store, { blockSize: 4, clock });
    for (let i = 0; i < 6; i++) await ids.next('league');

    const events = await store.readStream(idStreamOf('league'));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      [ID_BLOCK_RESERVED, { kind: 'league', from: 1, to: 4 }],
      [ID_BLOCK_RESERVED, { kind: 'league', from: 5, to: 8 }],
    ]);
    expect(events[0]!.metadata).toEqual({
      schemaVersion: 1,
      correlationId: 'ids',
      causationId: 'ids',
      userId: null,
      at: '2026-03-04T05:06:07.000Z',
    });
  });

  it('reserves blocks of the size set for a kind, and of the default for the others', async () => {
    const store = openStore();
    const ids = new IdAllocator(store, { blockSize: 2, blockSizes: { post: 5 } });
    for (let i = 0; i < 6; i++) await ids.next('post');
    for (let i = 0; i < 3; i++) await ids.next('league');
    const blocks = async (kind: string) => (await store.readStream(idStreamOf(kind))).map((e) => e.data);
    expect(await blocks('post')).toEqual([
      { kind: 'post', from: 1, to: 5 },
      { kind: 'post', from: 6, to: 10 },
    ]);
    expect(await blocks('league')).toEqual([
      { kind: 'league', from: 1, to: 2 },
      { kind: 'league', from: 3, to: 4 },
    ]);
    expect(() => new IdAllocator(store, { blockSize: 2, blockSizes: { post: 0 } })).toThrow('The block size of post must be a positive integer, got 0');
  });

  it('shares one reservation among concurrent callers', async () => {
    const store = openStore();
    const ids = new IdAllocator(store, { blockSize: 10 });
    const got = await Promise.all(Array.from({ length: 100 }, () => ids.next('post')));
    expect([...got].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await store.readStream(idStreamOf('post'))).toHaveLength(10);
  });

  it('never hands out the same id from two allocators on one store', async () => {
    const store = openStore();
    const a = new IdAllocator(store, { blockSize: 5 });
    const b = new IdAllocator(store, { blockSize: 7 });
    const got = await Promise.all(Array.from({ length: 600 }, (_, i) => (i % 2 === 0 ? a : b).next('league')));
    expectUniquePositiveIntegers(got);
  });

  it('never hands out the same id from allocators on separate connections to one file', async () => {
    const file = nextFile();
    const allocators = [openStore(file), openStore(file), openStore(file)].map((store) => new IdAllocator(store, { blockSize: 3 }));
    const got = await Promise.all(
      allocators.map(async (ids) => {
        const mine: number[] = [];
        for (let i = 0; i < 150; i++) {
          mine.push(await ids.next('character'));
          if (i % 5 === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        return mine;
      }),
    );
    expectUniquePositiveIntegers(got.flat());
  });

  it('continues after the reserved blocks when restarted', async () => {
    const file = nextFile();
    const before = new IdAllocator(openStore(file), { blockSize: 10 });
    for (let i = 0; i < 12; i++) await before.next('league');
    await Promise.all(stores.splice(0).map((store) => store.close()));

    const after = new IdAllocator(openStore(file), { blockSize: 10 });
    expect(await after.next('league')).toBe(21);
    expect(await after.next('league')).toBe(22);
  });

  it('gives up after a bounded number of lost races', async () => {
    const store = openStore();
    let attempts = 0;
    const alwaysRaced: EventStore = Object.assign(Object.create(store) as EventStore, {
      append: async (streamId: string) => {
        attempts += 1;
        throw new WrongExpectedRevisionError(streamId, 'no_stream', 0);
      },
    });
    const ids = new IdAllocator(alwaysRaced, { blockSize: 10, maxAttempts: 4 });
    await expect(ids.next('league')).rejects.toThrow('after 4 attempts');
    expect(attempts).toBe(4);
  });

  it('rejects a block size that is not a positive integer', () => {
    expect(() => new IdAllocator(openStore(), { blockSize: 0 })).toThrow(RangeError);
    expect(() => new IdAllocator(openStore(), { blockSize: 2.5 })).toThrow(RangeError);
  });
});
