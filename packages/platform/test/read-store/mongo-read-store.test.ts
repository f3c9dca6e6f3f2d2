import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { MongoReadStore } from '../../src';
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
    container = await new GenericContainer('mongo:7')
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/waiting for connections/i))
      .start();
    url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}`;
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  describeReadStoreContract('MongoDB', {
    // A database per test; a short grace keeps the switch tests quick.
    open: async () => new MongoReadStore({ url, db: `read_${(counter += 1)}`, registryTtlMs: 0, retireGraceMs: 10 }),
  });
});
