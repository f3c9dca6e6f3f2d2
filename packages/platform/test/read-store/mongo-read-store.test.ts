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
});
