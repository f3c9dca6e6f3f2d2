import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { EsdbEventStore } from '../../src/event-store/esdb-event-store';
import { ESDB_IMAGE } from '../engine-images';
import { detectContainerRuntime } from './container-runtime';
import { eventStoreContract } from './contract';

const IMAGE = ESDB_IMAGE;
const PORT = 2113;

const runtime = detectContainerRuntime();
if (!runtime.available) {
  console.warn(`Skipping the EventStoreDB contract suite: no container runtime (${runtime.reason}).`);
}

(runtime.available ? describe : describe.skip)('EsdbEventStore contract', () => {
  let container: StartedTestContainer;
  let connectionString = '';

  beforeAll(async () => {
    container = await new GenericContainer(IMAGE)
      .withExposedPorts(PORT)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_CLUSTER_SIZE: '1',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_MEM_DB: 'true',
      })
      .withWaitStrategy(Wait.forHealthCheck())
      .withStartupTimeout(120_000)
      .start();
    connectionString = `esdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`;
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  eventStoreContract(async () => new EsdbEventStore({ connectionString }));
});
