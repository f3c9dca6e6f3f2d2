import type { RecordedEvent } from '@il/platform';
import { partitionKeyOf } from '@il/platform/kafka';
import { KafkaJSNonRetriableError, KafkaJSProtocolError, type Message, type ProducerRecord, type RecordMetadata } from 'kafkajs';
import { MemoryRelayCheckpoint } from '../src/checkpoint';
import { messageBytes, Relay } from '../src/relay';
import { allEvents, appendHistory, memoryStore } from './history';

/** Stands in for the broker: records what was sent and answers when the test says so. */
class RecordingProducer {
  readonly sent: Message[][] = [];
  autoAck = true;
  refuseFrom = Infinity;
  /** The broker's message.max.bytes: a larger batch is refused as kafkajs reports it. */
  maxBytes = Infinity;
  refusedTooLarge = 0;
  private waiting: Array<() => void> = [];

  async send(record: ProducerRecord): Promise<RecordMetadata[]> {
    expect(record.acks).toBe(-1);
    if (this.sent.length >= this.refuseFrom) throw new Error('broker refused the batch');
    if (record.messages.reduce((sum, m) => sum + messageBytes(m), 0) > this.maxBytes) {
      this.refusedTooLarge++;
      const refusal = new KafkaJSProtocolError({ type: 'MESSAGE_TOO_LARGE', code: 10, retriable: false, message: 'message too large' } as unknown as Error);
      // kafkajs wraps it so: the retrier gives up on a non-retriable error, keeping it as the cause.
      throw Object.assign(new KafkaJSNonRetriableError(refusal), { cause: refusal });
    }
    if (!this.autoAck) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.sent.push(record.messages);
    return [];
  }

  ackAll(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  pendingSends(): number {
    return this.waiting.length;
  }

  positions(): number[] {
    return this.sent.flat().map((m) => (JSON.parse(String(m.value)) as RecordedEvent).position);
  }
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('Relay', () => {
  it('sends the whole log in order, in batches, keyed by league', async () => {
    const store = memoryStore();
    await appendHistory(store, 1200);
    const producer = new RecordingProducer();
    const relay = new Relay({ store, producer, topic: 'events', checkpoint: new MemoryRelayCheckpoint(), maxBatchSize: 100 });
    await relay.start();
    const events = await allEvents(store);
    await relay.whenProduced(events.at(-1)?.position ?? 0);
    await relay.stop();

    expect(producer.positions()).toEqual(events.map((e) => e.position));
    expect(Math.max(...producer.sent.map((b) => b.length))).toBeLessThanOrEqual(100);
    expect(producer.sent.flat().map((m) => m.key)).toEqual(events.map(partitionKeyOf));
    await store.close();
  });

  it('moves the checkpoint only after the broker acknowledged', async () => {
    const store = memoryStore();
    await appendHistory(store, 50);
    const producer = new RecordingProducer();
    producer.autoAck = false;
    const checkpoint = new MemoryRelayCheckpoint();
    const relay = new Relay({ store, producer, topic: 'events', checkpoint, maxBatchSize: 20 });
    await relay.start();

    await until(() => producer.pendingSends() === 1);
    expect(await checkpoint.load()).toBe(0);
    producer.ackAll();
    await until(() => producer.sent.length === 1);
    await until(() => relay.status().checkpoint > 0);
    expect(await checkpoint.load()).toBe(producer.positions().at(-1));

    const head = await store.headPosition();
    const done = relay.whenProduced(head);
    while (relay.status().checkpoint < head) {
      producer.ackAll();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await done;
    expect(await checkpoint.load()).toBe(head);
    await relay.stop();
    await store.close();
  });

  it('stops on a refused batch without moving the checkpoint, and a restart resends from it', async () => {
    const store = memoryStore();
    await appendHistory(store, 300);
    const checkpoint = new MemoryRelayCheckpoint();
    const failing = new RecordingProducer();
    failing.refuseFrom = 2;
    const fatal = jest.fn();
    const first = new Relay({ store, producer: failing, topic: 'events', checkpoint, maxBatchSize: 50, onFatal: fatal });
    await first.start();
    await until(() => fatal.mock.calls.length === 1);
    expect(first.ready()).toBe(false);
    expect(await checkpoint.load()).toBe(failing.positions().at(-1));
    await first.stop();

    const healthy = new RecordingProducer();
    const second = new Relay({ store, producer: healthy, topic: 'events', checkpoint, maxBatchSize: 50 });
    await second.start();
    const events = await allEvents(store);
    await second.whenProduced(events.at(-1)?.position ?? 0);
    await second.stop();
    // Together the two runs sent every event exactly once, in order: nothing lost, nothing skipped.
    expect([...failing.positions(), ...healthy.positions()]).toEqual(events.map((e) => e.position));
    await store.close();
  });

  it('relays events appended while it runs', async () => {
    const store = memoryStore();
    await appendHistory(store, 10);
    const producer = new RecordingProducer();
    const relay = new Relay({ store, producer, topic: 'events', checkpoint: new MemoryRelayCheckpoint() });
    await relay.start();
    await appendHistory(store, 30, 10);
    await relay.whenProduced(await store.headPosition());
    await relay.stop();
    expect(producer.positions()).toEqual((await allEvents(store)).map((e) => e.position));
    await store.close();
  });

  it('sends what it already read when stopped', async () => {
    const store = memoryStore();
    await appendHistory(store, 40);
    const producer = new RecordingProducer();
    producer.autoAck = false;
    const relay = new Relay({ store, producer, topic: 'events', checkpoint: new MemoryRelayCheckpoint(), maxBatchSize: 10 });
    await relay.start();
    await until(() => producer.pendingSends() === 1);
    const stopped = relay.stop();
    producer.autoAck = true;
    producer.ackAll();
    await stopped;
    const positions = producer.positions();
    expect(positions).toEqual((await allEvents(store)).map((e) => e.position).slice(0, positions.length));
    expect(relay.status().checkpoint).toBe(positions.at(-1));
    expect(relay.status().pending).toBe(0);
    await store.close();
  });

  it('keeps each batch under the byte limit, and sends a batch the broker finds too large again in halves', async () => {
    const store = memoryStore();
    await appendHistory(store, 300);
    const events = await allEvents(store);
    const producer = new RecordingProducer();
    const eventBytes = Math.max(...events.map((e) => messageBytes({ key: 'x', value: JSON.stringify(e) })));
    producer.maxBytes = eventBytes * 7;
    const failures: unknown[] = [];
    const relay = new Relay({ store, producer, topic: 'events', checkpoint: new MemoryRelayCheckpoint(), maxBatchBytes: eventBytes * 40, onFatal: (e) => failures.push(e) });
    await relay.start();
    await relay.whenProduced(events.at(-1)?.position ?? 0);
    await relay.stop();

    expect(failures).toEqual([]);
    expect(producer.positions()).toEqual(events.map((e) => e.position));
    expect(producer.refusedTooLarge).toBeGreaterThan(0);
    // The smaller size is kept: refusals happen while it is found, not on every batch after.
    expect(producer.refusedTooLarge).toBeLessThan(5);
    await store.close();
  });

  it('stops, naming the event, when one event alone is larger than the broker accepts', async () => {
    const store = memoryStore();
    await appendHistory(store, 3);
    const producer = new RecordingProducer();
    producer.maxBytes = 10;
    const failures: unknown[] = [];
    const relay = new Relay({ store, producer, topic: 'events', checkpoint: new MemoryRelayCheckpoint(), onFatal: (e) => failures.push(e) });
    await relay.start();
    await until(() => failures.length > 0);
    const [first] = await allEvents(store);
    expect(String(failures[0])).toContain(`Event ${first?.id} at position ${first?.position}`);
    expect(String(failures[0])).toContain('message.max.bytes');
    expect(relay.status()).toMatchObject({ failed: true, checkpoint: 0 });
    await relay.stop();
    await store.close();
  });
});
