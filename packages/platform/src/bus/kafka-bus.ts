import type { Consumer, EachBatchPayload, Kafka, KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import type { RecordedEvent } from '../event-store/port';
import type { Bus, BusConsumer, EventBatchHandler } from './port';
import { fromKafkaMessage } from './kafka-message';

export interface KafkaBusOptions {
  kafka: Kafka;
  /** The topic the relay writes the global log to. */
  topic: string;
  /** Most events handed to one onBatch call; a fetched batch larger than this is split. */
  maxBatchSize?: number;
  /** How long the group coordinator waits for a heartbeat before reassigning partitions, ms. */
  sessionTimeout?: number;
  /** How often the consumer tells the coordinator it is alive; well below sessionTimeout, ms. */
  heartbeatInterval?: number;
  log?: Logger;
  /**
   * A consumer crashed with an error kafkajs will not retry (it does restart after retriable
   * ones). The process should exit so that its supervisor starts it afresh.
   */
  onFatal?(group: string, error: unknown): void;
}

/** The Kafka consumer group of a projection: each projection reads the topic at its own pace. */
export const projectionGroupId = (projection: string): string => `projection-${projection}`;

export type KafkaConsumerState = 'idle' | 'starting' | 'joined' | 'crashed' | 'stopped';

/**
 * The distributed bus. Every projection group gets its own consumer group, so projections never
 * share offsets. Delivery is at-least-once: offsets are committed only after the handler resolved,
 * so a crash between the two redelivers the batch, which the read store's position guard ignores.
 */
export class KafkaBus implements Bus {
  private readonly consumers = new Set<KafkaBusConsumer>();

  constructor(private readonly options: KafkaBusOptions) {}

  consumer(group: string): KafkaBusConsumer {
    const consumer = new KafkaBusConsumer(this.options, projectionGroupId(group));
    this.consumers.add(consumer);
    return consumer;
  }

  /**
   * True when every consumer created so far has joined its group. A runner that restarts its
   * consumer (a rebuilt generation, say) is briefly not ready, which is the truth.
   */
  ready(): boolean {
    return this.consumers.size > 0 && [...this.consumers].every((c) => c.state() === 'joined');
  }

  /** Per consumer group, for the readiness probe's body. */
  states(): Record<string, KafkaConsumerState> {
    return Object.fromEntries([...this.consumers].map((c) => [c.groupId, c.state()]));
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.stop()));
    this.consumers.clear();
  }
}

export class KafkaBusConsumer implements BusConsumer {
  private consumer: Consumer | null = null;
  private current: KafkaConsumerState = 'idle';
  private readonly maxBatchSize: number;

  constructor(
    private readonly options: KafkaBusOptions,
    readonly groupId: string,
  ) {
    this.maxBatchSize = Math.max(1, options.maxBatchSize ?? 500);
  }

  state(): KafkaConsumerState {
    return this.current;
  }

  /**
   * `afterPosition` is not used to filter: with more than one partition a projection's checkpoint
   * does not tell which earlier events of other partitions it has applied, and the per-document
   * guard already turns redelivery into a no-op. A new group starts at the earliest offset.
   */
  async start(afterPosition: number, onBatch: EventBatchHandler): Promise<void> {
    if (this.consumer) throw new Error(`Consumer ${this.groupId} is already started`);
    const { kafka, topic, log } = this.options;
    const consumer = kafka.consumer({
      groupId: this.groupId,
      allowAutoTopicCreation: false,
      sessionTimeout: this.options.sessionTimeout ?? 30_000,
      heartbeatInterval: this.options.heartbeatInterval ?? 3_000,
    });
    this.consumer = consumer;
    this.current = 'starting';
    consumer.on(consumer.events.GROUP_JOIN, (e) => {
      this.current = 'joined';
      log?.info({ group: this.groupId, assignment: e.payload.memberAssignment }, 'joined consumer group');
    });
    consumer.on(consumer.events.CRASH, (e) => {
      // kafkajs restarts the consumer itself after a retriable crash; readiness drops until it rejoins.
      this.current = 'crashed';
      log?.error({ group: this.groupId, err: e.payload.error, restart: e.payload.restart }, 'consumer crashed');
      if (!e.payload.restart) this.options.onFatal?.(this.groupId, e.payload.error);
    });
    consumer.on(consumer.events.STOP, () => {
      if (this.current !== 'crashed') this.current = 'stopped';
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    log?.info({ group: this.groupId, topic, afterPosition }, 'consuming');
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      // Partitions one at a time keeps each handler call strictly ordered with the previous one.
      partitionsConsumedConcurrently: 1,
      eachBatch: (payload) => this.deliver(consumer, payload, onBatch),
    });
  }

  private async deliver(consumer: Consumer, payload: EachBatchPayload, onBatch: EventBatchHandler): Promise<void> {
    const { batch, resolveOffset, heartbeat, isRunning, isStale } = payload;
    for (let i = 0; i < batch.messages.length; i += this.maxBatchSize) {
      // After a rebalance or stop, the rest of this batch belongs to someone else now.
      if (!isRunning() || isStale()) return;
      const chunk: KafkaMessage[] = batch.messages.slice(i, i + this.maxBatchSize);
      const events: RecordedEvent[] = chunk.map((m) => fromKafkaMessage(batch.topic, batch.partition, m));
      await onBatch(events);
      const last = chunk[chunk.length - 1];
      if (!last) continue;
      resolveOffset(last.offset);
      // The committed offset is the next one to read, hence + 1.
      await consumer.commitOffsets([
        { topic: batch.topic, partition: batch.partition, offset: (BigInt(last.offset) + 1n).toString() },
      ]);
      await heartbeat();
    }
  }

  async stop(): Promise<void> {
    const consumer = this.consumer;
    this.consumer = null;
    if (consumer) await consumer.disconnect();
    this.current = 'stopped';
  }
}
