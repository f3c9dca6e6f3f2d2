import type { NewEvent, RecordedEvent } from '@il/platform';
import { KafkaBus, partitionKeyOf } from '@il/platform/kafka';
import { randomBytes } from 'node:crypto';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { mockClusterUnavailableReason, startMockCluster, type MockKafkaCluster } from '../../../scripts/kafka-mock/mock-cluster';
import { MemoryRelayCheckpoint } from '../src/checkpoint';
import { createRelayProducer } from '../src/producer';
import { Relay } from '../src/relay';
import { allEvents, memoryStore } from './history';

const unavailable = mockClusterUnavailableReason();
if (unavailable) console.warn(`Skipping the relay backlog mock-cluster suite: ${unavailable}`);

const TOPIC = 'influencer-league.events';
/** A broker far stricter than Kafka's default 1 MB, so a few large events already pass it. */
const BROKER_MAX_MESSAGE_BYTES = 64 * 1024;
const EVENTS = 240;

/** Like a CharacterCreated: about 10 KB of image, which does not compress (random bytes). */
const characterCreated = (n: number): NewEvent => ({
  type: 'CharacterCreated',
  data: { leagueId: `L${n % 3}`, characterId: n, image: `data:image/png;base64,${randomBytes(7_500).toString('base64')}` },
  metadata: { schemaVersion: 1, correlationId: `c-${n}`, causationId: `c-${n}`, userId: null, at: '2026-01-01T00:00:00.000Z' },
});

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

(unavailable ? describe.skip : describe)('relay: a backlog of large events through a broker with a small message limit', () => {
  let cluster: MockKafkaCluster;
  let kafka: Kafka;
  let producer: Producer;
  const opened: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    cluster = await startMockCluster({ brokers: 1, topics: [{ name: TOPIC, partitions: 1 }], maxMessageBytes: BROKER_MAX_MESSAGE_BYTES });
    kafka = new Kafka({ clientId: 'relay-backlog-test', brokers: cluster.brokers, logLevel: logLevel.NOTHING });
    producer = createRelayProducer(kafka);
    await producer.connect();
  }, 30_000);

  afterAll(async () => {
    for (const close of opened.splice(0).reverse()) await close().catch(() => undefined);
    await producer?.disconnect();
    await cluster?.stop();
  });

  it('sends the whole backlog once, in order per key, with the relay’s default batching', async () => {
    const store = memoryStore();
    opened.push(() => store.close());
    for (let n = 0; n < EVENTS; n += 4) {
      await store.append(`character-${n}`, [0, 1, 2, 3].map((k) => characterCreated(n + k)), 'any');
    }
    const events = await allEvents(store);
    const head = events.at(-1)?.position ?? 0;
    expect(events.reduce((bytes, e) => bytes + JSON.stringify(e).length, 0)).toBeGreaterThan(20 * BROKER_MAX_MESSAGE_BYTES);

    // The backlog is there before the relay starts, as after a Kafka outage or on a first start.
    // whenProduced rejects with the relay's failure, if it fails.
    const checkpoint = new MemoryRelayCheckpoint();
    const relay = new Relay({ store, producer, topic: TOPIC, checkpoint });
    await relay.start();
    await relay.whenProduced(head);
    await relay.stop();
    expect(await checkpoint.load()).toBe(head);

    const bus = new KafkaBus({ kafka, topic: TOPIC, maxBatchSize: 100, sessionTimeout: 6_000, heartbeatInterval: 1_000 });
    opened.push(() => bus.close());
    const received: RecordedEvent[] = [];
    await bus.consumer('backlog').start(0, async (batch) => void received.push(...batch));
    await until(() => received.length >= events.length);
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Once each (nothing refused was written), and in log order per key.
    expect(received.map((e) => e.position)).toEqual(events.map((e) => e.position));
    const lastByKey = new Map<string, number>();
    for (const e of received) {
      expect(e.position).toBeGreaterThan(lastByKey.get(partitionKeyOf(e)) ?? 0);
      lastByKey.set(partitionKeyOf(e), e.position);
    }
    expect(received).toEqual(events);
  }, 120_000);
});
