import type { RecordedEvent } from '@il/platform';
import { KafkaBus, partitionKeyOf, ensureEventTopic } from '@il/platform/kafka';
import { detectContainerRuntime } from '@il/platform/test/event-store/container-runtime';
import { Kafka, logLevel } from 'kafkajs';
import { startMetadataProxy, type MetadataProxy } from '../../../scripts/kafka-mock/metadata-proxy';
import { MemoryRelayCheckpoint } from '../src/checkpoint';
import { createRelayProducer } from '../src/producer';
import { Relay } from '../src/relay';
import { allEvents, appendHistory, memoryStore } from './history';
import { KAFKA_IMAGE, startKafkaContainer, type StartedKafka } from './kafka-container';

const runtime = detectContainerRuntime();
if (!runtime.available) console.warn(`Skipping the relay → Kafka (${KAFKA_IMAGE}) suite: no container runtime (${runtime.reason}).`);

const PRODUCE = 0;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function messagesIn(kafka: Kafka, topic: string): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    return (await admin.fetchTopicOffsets(topic)).reduce((sum, p) => sum + Number(p.high), 0);
  } finally {
    await admin.disconnect();
  }
}

(runtime.available ? describe : describe.skip)(`relay → Kafka (${KAFKA_IMAGE}, KRaft) → KafkaBus`, () => {
  let kafkaNode: StartedKafka;
  let kafka: Kafka;

  beforeAll(async () => {
    kafkaNode = await startKafkaContainer();
    kafka = new Kafka({ clientId: 'relay-container-test', brokers: kafkaNode.brokers, logLevel: logLevel.NOTHING });
    await until(async () => {
      const admin = kafka.admin();
      try {
        await admin.connect();
        await admin.listTopics();
        return true;
      } catch {
        return false;
      } finally {
        await admin.disconnect();
      }
    });
  }, 180_000);

  afterAll(async () => {
    await kafkaNode?.container.stop();
  });

  it('creates the topic, relays the log, and every projection group reads all of it in league order', async () => {
    const topic = 'events-round-trip';
    await ensureEventTopic(kafka, topic, { partitions: 3 });
    await ensureEventTopic(kafka, topic, { partitions: 3 });
    const store = memoryStore();
    await appendHistory(store, 500);
    const events = await allEvents(store);
    const producer = createRelayProducer(kafka);
    await producer.connect();
    const relay = new Relay({ store, producer, topic, checkpoint: new MemoryRelayCheckpoint(), maxBatchSize: 50 });
    await relay.start();
    await relay.whenProduced(events.at(-1)?.position ?? 0);
    await relay.stop();
    await producer.disconnect();
    expect(await messagesIn(kafka, topic)).toBe(events.length);

    const bus = new KafkaBus({ kafka, topic });
    const received: RecordedEvent[] = [];
    await bus.consumer('round-trip').start(0, async (batch) => void received.push(...batch));
    await until(() => received.length >= events.length);
    await bus.close();
    expect(new Set(received.map((e) => e.position)).size).toBe(events.length);
    const lastByKey = new Map<string, number>();
    for (const e of received) {
      expect(e.position).toBeGreaterThan(lastByKey.get(partitionKeyOf(e)) ?? 0);
      lastByKey.set(partitionKeyOf(e), e.position);
    }
    await store.close();
  }, 180_000);

  it('keeps one copy of each event when acknowledgements are lost (idempotent producer)', async () => {
    const topic = 'events-lost-acks';
    await ensureEventTopic(kafka, topic, { partitions: 2 });
    let proxy: MetadataProxy | null = null;
    try {
      proxy = await startMetadataProxy(kafkaNode.brokers);
      const throughProxy = new Kafka({ clientId: 'relay-lost-acks', brokers: proxy.brokers, logLevel: logLevel.NOTHING });
      const store = memoryStore();
      await appendHistory(store, 300);
      const producer = createRelayProducer(throughProxy);
      await producer.connect();
      proxy.loseResponses(PRODUCE, 3);
      const relay = new Relay({ store, producer, topic, checkpoint: new MemoryRelayCheckpoint(), maxBatchSize: 40 });
      await relay.start();
      await relay.whenProduced(await store.headPosition());
      await relay.stop();
      await producer.disconnect();
      expect(await messagesIn(kafka, topic)).toBe((await allEvents(store)).length);
      await store.close();
    } finally {
      await proxy?.close();
    }
  }, 180_000);
});
