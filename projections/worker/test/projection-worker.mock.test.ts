import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedBus, ProjectionRunner, SqliteReadStore, type ReadStore } from '@il/platform';
import { KafkaBus, projectionGroupId } from '@il/platform/kafka';
import { appendSample, dump, openEvents, openRead, tempFiles, type Files } from '@il/platform/test/projection/fixtures';
import { CHARACTERS, LEAGUES, sampleProjection } from '@il/platform/test/projection/sample-projection';
import { MemoryRelayCheckpoint, Relay, createRelayProducer } from '@il/relay';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { mockClusterUnavailableReason, startMockCluster, type MockKafkaCluster } from '../../../scripts/kafka-mock/mock-cluster';
import { startProjectionWorker } from '../src/projection-worker';

const unavailable = mockClusterUnavailableReason();
if (unavailable) console.warn(`Skipping the projection worker mock-cluster suite: ${unavailable}`);

const TOPIC = 'influencer-league.events';
const GROUP = projectionGroupId(sampleProjection.name);

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Messages of the topic that the group has not committed yet. */
async function groupLag(kafka: Kafka): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const [committed] = await admin.fetchOffsets({ groupId: GROUP, topics: [TOPIC] });
    const offsets = new Map(committed?.partitions.map((p) => [p.partition, Math.max(0, Number(p.offset))]));
    const high = await admin.fetchTopicOffsets(TOPIC);
    return high.reduce((lag, p) => lag + Number(p.high) - (offsets.get(p.partition) ?? 0), 0);
  } finally {
    await admin.disconnect();
  }
}

const snapshot = async (read: ReadStore) => ({ characters: await dump(read, CHARACTERS), leagues: await dump(read, LEAGUES) });

(unavailable ? describe.skip : describe)('projection worker: event store → relay → Kafka (mock cluster) → read store', () => {
  let cluster: MockKafkaCluster;
  let kafka: Kafka;
  let producer: Producer;
  let files: Files;
  let referenceDir: string;

  beforeAll(async () => {
    cluster = await startMockCluster({ brokers: 2, topics: [{ name: TOPIC, partitions: 3 }] });
    kafka = new Kafka({ clientId: 'worker-test', brokers: cluster.brokers, logLevel: logLevel.NOTHING });
    producer = createRelayProducer(kafka);
    await producer.connect();
    files = tempFiles();
    referenceDir = mkdtempSync(path.join(tmpdir(), 'embedded-reference-'));
  }, 30_000);

  afterAll(async () => {
    await producer?.disconnect();
    await cluster?.stop();
    files?.cleanup();
    if (referenceDir) rmSync(referenceDir, { recursive: true, force: true });
  });

  it('builds the same read model as the embedded mode, and a full re-send changes nothing', async () => {
    const events = openEvents(files);
    const head = await appendSample(events, 0, 400);
    const relay = new Relay({ store: events, producer, topic: TOPIC, checkpoint: new MemoryRelayCheckpoint(), maxBatchSize: 50 });
    await relay.start();
    await relay.whenProduced(head);
    await relay.stop();

    // Distributed: the worker consumes Kafka in the projection's own group.
    const distributedRead = openRead(files);
    const bus = new KafkaBus({ kafka, topic: TOPIC, sessionTimeout: 6_000, heartbeatInterval: 1_000 });
    const worker = await startProjectionWorker({ definitions: [sampleProjection], readStore: distributedRead, bus });
    await until(() => (worker.runners[0]?.checkpoint ?? 0) >= head);
    expect(bus.states()).toEqual({ [GROUP]: 'joined' });
    expect(bus.ready()).toBe(true);

    // Embedded reference: the same definition fed by the event store's own log.
    const embeddedRead = new SqliteReadStore({ file: path.join(referenceDir, 'read.db') });
    const embeddedBus = new EmbeddedBus(events);
    const reference = new ProjectionRunner({
      definition: sampleProjection,
      readStore: embeddedRead,
      consumer: embeddedBus.consumer(sampleProjection.name),
    });
    await reference.start();
    expect(await reference.waitForPosition(head, 20_000)).toBe(true);
    const expected = await snapshot(embeddedRead);
    expect(expected.characters.length).toBeGreaterThan(0);
    expect(await snapshot(distributedRead)).toEqual(expected);

    // A relay that lost its checkpoint sends the whole log again: every event arrives twice.
    await worker.stop();
    const again = new Relay({ store: events, producer, topic: TOPIC, checkpoint: new MemoryRelayCheckpoint(), maxBatchSize: 50 });
    await again.start();
    await again.whenProduced(head);
    await again.stop();
    expect(await groupLag(kafka)).toBeGreaterThanOrEqual(400);
    const restarted = await startProjectionWorker({ definitions: [sampleProjection], readStore: distributedRead, bus });
    await until(async () => (await groupLag(kafka)) === 0);
    expect(await snapshot(distributedRead)).toEqual(expected);
    expect(restarted.runners[0]?.checkpoint).toBe(head);

    await restarted.stop();
    await bus.close();
    await reference.stop();
    await embeddedBus.close();
    await embeddedRead.close();
    await distributedRead.close();
    await events.close();
  }, 180_000);
});
