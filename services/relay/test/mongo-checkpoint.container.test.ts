import { MONGO_IMAGE } from '@il/platform/test/engine-images';
import { detectContainerRuntime } from '@il/platform/test/event-store/container-runtime';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { MongoRelayCheckpoint } from '../src/mongo-checkpoint';

const IMAGE = MONGO_IMAGE;
const runtime = detectContainerRuntime();
if (!runtime.available) console.warn(`Skipping the MongoDB relay checkpoint suite: no container runtime (${runtime.reason}).`);

(runtime.available ? describe : describe.skip)(`MongoRelayCheckpoint (${IMAGE})`, () => {
  let container: StartedTestContainer;
  let url = '';

  beforeAll(async () => {
    container = await new GenericContainer(IMAGE)
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .withStartupTimeout(120_000)
      .start();
    url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}`;
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  it('starts at 0, keeps the highest position saved, and survives a reconnect', async () => {
    const first = await MongoRelayCheckpoint.connect({ url, db: 'relay_test', id: 'events' });
    expect(await first.load()).toBe(0);
    await first.save(120);
    await first.save(80);
    expect(await first.load()).toBe(120);
    await first.close();

    const again = await MongoRelayCheckpoint.connect({ url, db: 'relay_test', id: 'events' });
    expect(await again.load()).toBe(120);
    const otherTopic = await MongoRelayCheckpoint.connect({ url, db: 'relay_test', id: 'other-topic' });
    expect(await otherTopic.load()).toBe(0);
    await again.close();
    await otherTopic.close();
  }, 60_000);
});
