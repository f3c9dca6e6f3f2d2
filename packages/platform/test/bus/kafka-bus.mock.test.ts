import { Kafka, Partitioners, logLevel, type Producer } from 'kafkajs';
import {
  mockClusterUnavailableReason,
  startMockCluster,
  type MockKafkaCluster,
} from '../../../../scripts/kafka-mock/mock-cluster';
import { KafkaBus, projectionGroupId } from '../../src/bus/kafka-bus';
import { partitionKeyOf, toKafkaMessage } from '../../src/bus/kafka-message';
import type { RecordedEvent } from '../../src/event-store/port';
import { recordedEvent } from './recorded-events';

const unavailable = mockClusterUnavailableReason();
if (unavailable) console.warn(`Skipping the KafkaBus mock-cluster suite: ${unavailable}`);

const TOPIC = 'events';
const LEAGUES = ['a', 'b', 'c', 'd', 'e'];

/** Events 1..count spread over five leagues, plus a few league-less ones keyed by stream. */
const history = (from: number, count: number): RecordedEvent[] =>
  Array.from({ length: count }, (_, i) => {
    const position = from + i;
    return position % 7 === 0
      ? recordedEvent(position, `user-${position % 3}`)
      : recordedEvent(position, `stream-${position}`, { leagueId: LEAGUES[position % LEAGUES.length] });
  });

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the consumer');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Asserts that, within each partition key, positions only ever increase. */
function expectOrderedPerKey(events: RecordedEvent[]): void {
  const lastByKey = new Map<string, number>();
  for (const event of events) {
    const key = partitionKeyOf(event);
    expect(event.position).toBeGreaterThan(lastByKey.get(key) ?? 0);
    lastByKey.set(key, event.position);
  }
}

(unavailable ? describe.skip : describe)('KafkaBus against the librdkafka mock cluster', () => {
  let cluster: MockKafkaCluster;
  let kafka: Kafka;
  let producer: Producer;
  let bus: KafkaBus;

  beforeAll(async () => {
    cluster = await startMockCluster({ brokers: 3, topics: [{ name: TOPIC, partitions: 4 }] });
    kafka = new Kafka({ clientId: 'bus-test', brokers: cluster.brokers, logLevel: process.env.KAFKA_TEST_LOG ? logLevel.DEBUG : logLevel.NOTHING });
    producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    await producer.send({ topic: TOPIC, acks: -1, messages: history(1, 200).map(toKafkaMessage) });
  }, 30_000);

  beforeEach(() => {
    bus = new KafkaBus({ kafka, topic: TOPIC, maxBatchSize: 16, sessionTimeout: 6_000, heartbeatInterval: 1_000 });
  });

  afterEach(async () => {
    await bus.close();
  }, 30_000);

  afterAll(async () => {
    await producer?.disconnect();
    await cluster?.stop();
  });

  it('delivers every event to each projection group, in order per league', async () => {
    const seen = new Map<string, RecordedEvent[]>([
      ['feed', []],
      ['leaderboard', []],
    ]);
    for (const [name, events] of seen) {
      await bus.consumer(name).start(0, async (batch) => {
        expect(batch.length).toBeLessThanOrEqual(16);
        events.push(...batch);
      });
    }
    await until(() => [...seen.values()].every((events) => events.length >= 200));

    for (const events of seen.values()) {
      expect(events.map((e) => e.position).sort((x, y) => x - y)).toEqual(history(1, 200).map((e) => e.position));
      expectOrderedPerKey(events);
    }
    expect(bus.ready()).toBe(true);
  }, 60_000);

  it('commits a batch only after its handler resolved, and redelivers a batch whose handler failed', async () => {
    const applied = new Map<number, number>();
    let failures = 0;
    await bus.consumer('flaky').start(0, async (batch) => {
      // The first delivery of any batch holding position 50 fails, as a read store outage would.
      if (failures === 0 && batch.some((e) => e.position === 50)) {
        failures++;
        throw new Error('read store unavailable');
      }
      for (const e of batch) applied.set(e.position, (applied.get(e.position) ?? 0) + 1);
    });
    await until(() => applied.size >= 200, 40_000);
    expect(failures).toBe(1);
    // Delivery is at-least-once: the failed batch came back (a rebalance may add another copy).
    expect(applied.get(50)).toBeGreaterThanOrEqual(1);

    // The commit follows the handler, so the last one may still be on its way: poll for it.
    // A partition that never held a message has no commit (-1); every other one ends at its end.
    const admin = kafka.admin();
    await admin.connect();
    const uncommitted = async () => {
      const [committed] = await admin.fetchOffsets({ groupId: projectionGroupId('flaky'), topics: [TOPIC] });
      const commits = new Map(committed?.partitions.map((p) => [p.partition, p.offset]));
      const high = await admin.fetchTopicOffsets(TOPIC);
      return high.filter((p) => commits.get(p.partition) !== (p.high === '0' ? '-1' : p.high)).map((p) => p.partition);
    };
    try {
      for (let i = 0; i < 100 && (await uncommitted()).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await uncommitted()).toEqual([]);
    } finally {
      await admin.disconnect();
    }
  }, 60_000);

  it('resumes a restarted group after its committed offsets', async () => {
    const first: RecordedEvent[] = [];
    const consumer = bus.consumer('resume');
    await consumer.start(0, async (batch) => void first.push(...batch));
    await until(() => first.length >= 200);
    await consumer.stop();

    await producer.send({ topic: TOPIC, acks: -1, messages: history(201, 20).map(toKafkaMessage) });
    const second: RecordedEvent[] = [];
    await bus.consumer('resume').start(first.length, async (batch) => void second.push(...batch));
    await until(() => second.length >= 20);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.map((e) => e.position).sort((x, y) => x - y)).toEqual(history(201, 20).map((e) => e.position));
  }, 60_000);

  it('shares the partitions of one group between two worker replicas, each in order per league', async () => {
    const second = new KafkaBus({ kafka, topic: TOPIC, maxBatchSize: 16, sessionTimeout: 6_000, heartbeatInterval: 1_000 });
    const byReplica: RecordedEvent[][] = [[], []];
    const total = await messagesInTopic(kafka);
    try {
      await bus.consumer('shared').start(0, async (batch) => void byReplica[0]?.push(...batch));
      await second.consumer('shared').start(0, async (batch) => void byReplica[1]?.push(...batch));
      const distinct = () => new Set(byReplica.flat().map((e) => e.position)).size;
      await until(() => distinct() >= total, 60_000);
      // A rebalance may hand a partition over before its last batch was committed: that batch is
      // delivered again, to the new owner, and nothing is ever skipped.
      expect(distinct()).toBe(total);
      for (const events of byReplica) expectOrderedPerKey(dedupe(events));
    } finally {
      await second.close();
    }
  }, 90_000);
});

async function messagesInTopic(kafka: Kafka): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    return (await admin.fetchTopicOffsets(TOPIC)).reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0);
  } finally {
    await admin.disconnect();
  }
}

/** Keeps the first delivery of each position (what the read store's guard does per document). */
function dedupe(events: RecordedEvent[]): RecordedEvent[] {
  const seen = new Set<number>();
  return events.filter((e) => !seen.has(e.position) && seen.add(e.position));
}
