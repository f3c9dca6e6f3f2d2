import type { EventStore, RecordedEvent, Subscription } from '@il/platform';
import { toKafkaMessage } from '@il/platform/kafka';
import { CompressionTypes, type Message, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { RelayCheckpoint } from './checkpoint';

export interface RelayOptions {
  store: EventStore;
  /** A connected producer, idempotent (see createRelayProducer); only `send` is used. */
  producer: Pick<Producer, 'send'>;
  topic: string;
  checkpoint: RelayCheckpoint;
  /** Most events per produce request. */
  maxBatchSize?: number;
  /**
   * Most bytes (keys, values, headers, before compression) per produce request. Kafka refuses a
   * record batch larger than the broker's `message.max.bytes` (1 MB by default) and does not
   * retry it; the default keeps well below. A broker with a smaller limit still gets the whole
   * log: a refused batch is split in halves, and the smaller size is kept from then on.
   */
  maxBatchBytes?: number;
  log?: Logger;
  /**
   * Called once when the relay cannot go on (the broker refused a batch after all retries, the
   * checkpoint could not be saved, the subscription broke). The process should exit and be
   * restarted: it resumes from the checkpoint, so nothing is lost.
   */
  onFatal?(error: unknown): void;
}

export interface RelayStatus {
  running: boolean;
  failed: boolean;
  /** Last position the broker acknowledged and the checkpoint holds. */
  checkpoint: number;
  /** Events read from the store and not yet acknowledged. */
  pending: number;
}

/**
 * Moves the event store's global log onto the Kafka topic, in order, at least once. Events are
 * buffered while a produce request is in flight and sent as one batch, and the checkpoint moves
 * only after the broker acknowledged the whole batch (acks = all replicas in sync).
 */
/** Half of Kafka's default `message.max.bytes`. */
export const DEFAULT_MAX_BATCH_BYTES = 512 * 1024;

/** Size of a message as the broker counts it, near enough: key, value and headers. */
export function messageBytes(message: Message): number {
  let bytes = Buffer.byteLength(String(message.key ?? '')) + Buffer.byteLength(String(message.value ?? ''));
  for (const [name, value] of Object.entries(message.headers ?? {})) bytes += Buffer.byteLength(name) + Buffer.byteLength(String(value ?? ''));
  return bytes;
}

/** Whether kafkajs' error (possibly wrapped by its retrier) is the broker's MESSAGE_TOO_LARGE. */
export function isMessageTooLarge(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e !== null && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { type?: unknown }).type === 'MESSAGE_TOO_LARGE') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export class Relay {
  private readonly maxBatchSize: number;
  private maxBatchBytes: number;
  private readonly capacity: number;
  private subscription: Subscription | null = null;
  private pending: RecordedEvent[] = [];
  private flushing: Promise<void> | null = null;
  private spaceWaiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  private producedWaiters: Array<{ position: number; resolve: () => void; reject: (error: unknown) => void }> = [];
  private produced = 0;
  private failure: unknown = null;
  private running = false;

  constructor(private readonly options: RelayOptions) {
    this.maxBatchSize = Math.max(1, options.maxBatchSize ?? 500);
    this.maxBatchBytes = Math.max(1, options.maxBatchBytes ?? DEFAULT_MAX_BATCH_BYTES);
    // Read ahead a few batches so the next one is ready when an acknowledgement arrives.
    this.capacity = this.maxBatchSize * 4;
  }

  async start(): Promise<void> {
    if (this.running) throw new Error('The relay is already running');
    this.produced = await this.options.checkpoint.load();
    this.running = true;
    this.options.log?.info({ from: this.produced, topic: this.options.topic }, 'relay starting');
    this.subscription = this.options.store.subscribeToAll({
      fromPosition: this.produced,
      onEvent: (event) => this.enqueue(event),
      onError: (error) => this.fail(error),
    });
  }

  status(): RelayStatus {
    return { running: this.running, failed: this.failure !== null, checkpoint: this.produced, pending: this.pending.length };
  }

  ready(): boolean {
    return this.running && this.failure === null;
  }

  /** Resolves once the broker acknowledged every event up to `position`. */
  whenProduced(position: number): Promise<void> {
    if (this.failure !== null) return Promise.reject(this.failure);
    if (this.produced >= position) return Promise.resolve();
    return new Promise((resolve, reject) => this.producedWaiters.push({ position, resolve, reject }));
  }

  /** Stops reading, sends what was already read, and returns once it is acknowledged. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.subscription?.stop();
    this.subscription = null;
    while (this.flushing) await this.flushing;
    this.options.log?.info({ checkpoint: this.produced }, 'relay stopped');
  }

  private enqueue(event: RecordedEvent): void | Promise<void> {
    if (this.failure !== null) throw this.failure;
    // The subscription is gap-free and duplicate-free; a position at or below the last one would
    // mean a store bug, and sending it would break the topic's order.
    const last = this.pending.at(-1)?.position ?? this.produced;
    if (event.position <= last) {
      throw new Error(`Event ${event.id} at position ${event.position} arrived after position ${last}`);
    }
    this.pending.push(event);
    this.scheduleFlush();
    if (this.pending.length >= this.capacity) {
      return new Promise((resolve, reject) => this.spaceWaiters.push({ resolve, reject }));
    }
  }

  private scheduleFlush(): void {
    if (this.flushing || this.failure !== null) return;
    this.flushing = this.flush()
      .catch((error: unknown) => this.fail(error))
      .finally(() => {
        this.flushing = null;
        if (this.pending.length > 0) this.scheduleFlush();
      });
  }

  private async flush(): Promise<void> {
    // Let the events of a catch-up page that are already on their way join this batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.pending.length > 0 && this.failure === null) {
      const batch = this.takeBatch();
      this.releaseSpace();
      await this.produce(batch);
    }
  }

  /** The next events up to the count and byte limits (at least one), as messages. */
  private takeBatch(): Array<{ event: RecordedEvent; message: Message; bytes: number }> {
    const batch: Array<{ event: RecordedEvent; message: Message; bytes: number }> = [];
    let bytes = 0;
    for (const event of this.pending) {
      const message = toKafkaMessage(event);
      const size = messageBytes(message);
      if (batch.length > 0 && (batch.length >= this.maxBatchSize || bytes + size > this.maxBatchBytes)) break;
      batch.push({ event, message, bytes: size });
      bytes += size;
    }
    this.pending.splice(0, batch.length);
    return batch;
  }

  private async produce(batch: Array<{ event: RecordedEvent; message: Message; bytes: number }>): Promise<void> {
    const last = batch[batch.length - 1]?.event;
    if (!last) return;
    try {
      await this.options.producer.send({
        topic: this.options.topic,
        acks: -1,
        compression: CompressionTypes.GZIP,
        messages: batch.map((b) => b.message),
      });
    } catch (error) {
      if (!isMessageTooLarge(error)) throw error;
      const bytes = batch.reduce((sum, b) => sum + b.bytes, 0);
      if (batch.length === 1) {
        throw new Error(
          `Event ${last.id} at position ${last.position} (${bytes} bytes) is larger than the broker's message.max.bytes: raise it, and the topic's max.message.bytes`,
          { cause: error },
        );
      }
      // Nothing of a refused batch was written: send it again in halves, and keep the smaller size.
      this.maxBatchBytes = Math.max(1, Math.floor(bytes / 2));
      this.pending.unshift(...batch.map((b) => b.event));
      this.options.log?.warn({ events: batch.length, bytes, maxBatchBytes: this.maxBatchBytes }, 'batch larger than the broker accepts; sending it in halves');
      return;
    }
    await this.options.checkpoint.save(last.position);
    this.produced = last.position;
    this.options.log?.debug({ count: batch.length, checkpoint: this.produced }, 'batch acknowledged');
    this.producedWaiters = this.producedWaiters.filter((w) => {
      if (w.position > this.produced) return true;
      w.resolve();
      return false;
    });
  }

  private releaseSpace(): void {
    if (this.pending.length >= this.capacity) return;
    const waiters = this.spaceWaiters;
    this.spaceWaiters = [];
    for (const w of waiters) w.resolve();
  }

  private fail(error: unknown): void {
    if (this.failure !== null) return;
    this.failure = error;
    this.running = false;
    this.options.log?.error({ err: error, checkpoint: this.produced, pending: this.pending.length }, 'relay failed');
    for (const w of [...this.spaceWaiters, ...this.producedWaiters]) w.reject(error);
    this.spaceWaiters = [];
    this.producedWaiters = [];
    const subscription = this.subscription;
    this.subscription = null;
    void subscription?.stop().catch(() => undefined);
    this.options.onFatal?.(error);
  }
}
