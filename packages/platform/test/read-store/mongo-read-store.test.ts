import type { StartedTestContainer } from 'testcontainers';
import { MongoReadStore } from '../../src';
import { startMongoReplicaSet } from '../engine-images';
import { containerRuntime } from './container-runtime';
import { describeReadStoreContract } from './read-store-contract';

const runtime = containerRuntime();
const describeWithMongo = runtime.available ? describe : describe.skip;
if (!runtime.available) {
  console.warn(`Skipping the MongoDB read-store contract: no container runtime (${runtime.reason})`);
}

describeWithMongo('MongoReadStore', () => {
  let container: StartedTestContainer;
  let url: string;
  let counter = 0;

  beforeAll(async () => {
    // A replica set, as compose runs it: each batch is written in one transaction.
    ({ container, url } = await startMongoReplicaSet());
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  describeReadStoreContract('MongoDB', {
    // A database per test; a short grace keeps the switch tests quick.
    open: async () => new MongoReadStore({ url, db: `read_${(counter += 1)}`, registryTtlMs: 0, retireGraceMs: 10 }),
  });

  describe('beyond the contract: re-delivery out of order, and whole batches', () => {
    const PLAYERS = { name: 'players-projection', collections: [{ name: 'players', indexes: [['league']] }] };
    let store: MongoReadStore;
    beforeEach(async () => {
      store = new MongoReadStore({ url, db: `read_${(counter += 1)}`, registryTtlMs: 0, retireGraceMs: 10 });
      await store.attach(PLAYERS);
    });
    afterEach(() => store.close());

    it('keeps a deleted document deleted when an older put arrives after the delete', async () => {
      await store.applyBatch(PLAYERS.name, [{ collection: 'players', kind: 'put', doc: { _id: 'a', _position: 3, league: 'L1' } }], 3);
      await store.applyBatch(PLAYERS.name, [{ collection: 'players', kind: 'delete', id: 'a', position: 9 }], 9);
      // The previous owner of the consumer group, or a batch replayed after a crash.
      await store.applyBatch(PLAYERS.name, [{ collection: 'players', kind: 'put', doc: { _id: 'a', _position: 5, league: 'L1' } }], 5);
      expect(await store.get('players', 'a')).toBeNull();
      expect(await store.count('players', {})).toBe(0);
      expect((await store.find('players', { league: 'L1' })).items).toEqual([]);
      // A newer put does bring it back.
      await store.applyBatch(PLAYERS.name, [{ collection: 'players', kind: 'put', doc: { _id: 'a', _position: 12, league: 'L2' } }], 12);
      expect(await store.get('players', 'a')).toEqual({ _id: 'a', _position: 12, league: 'L2' });
    });

    it('shows a reader all of a batch or none of it', async () => {
      const batch = (n: number) =>
        Array.from({ length: 200 }, (_, i) => ({ collection: 'players', kind: 'put' as const, doc: { _id: `p${i}`, _position: n, league: 'L1', round: n } }));
      let reading = true;
      const seen = new Set<string>();
      const reader = (async () => {
        while (reading) {
          const { items } = await store.find<{ _id: string; _position: number; round: number }>('players', { league: 'L1' });
          seen.add([...new Set(items.map((d) => d.round))].sort().join(','));
          if (items.length !== 0 && items.length !== 200) seen.add(`partial:${items.length}`);
        }
      })();
      for (let n = 1; n <= 10; n++) await store.applyBatch(PLAYERS.name, batch(n), n);
      reading = false;
      await reader;
      expect([...seen].filter((s) => s.includes(',') || s.startsWith('partial'))).toEqual([]);
    });
  });
});
