import type { EventStore, RecordedEvent, Subscription } from '../event-store/port';
import type { Bus, BusConsumer, EventBatchHandler } from './port';

export interface EmbeddedBusOptions {
  /** Events per read while catching up; large batches are what make a replay fast. */
  catchUpBatchSize?: number;
  /** Most events handed over at once while following live appends. */
  liveBatchSize?: number;
  /** First delay before a failed batch is delivered again; doubles up to 5 s. */
  retryDelayMs?: number;
  onError?(error: unknown, group: string): void;
}

/**
 * The embedded bus is the event store's own global log: nothing is copied, a consumer simply
 * reads after its checkpoint. It catches up with large readAll batches, then follows live appends
 * through subscribeToAll, grouping the events that arrive together into one batch.
 */
export class EmbeddedBus implements Bus {
  private readonly consumers = new Set<EmbeddedConsumer>();

  constructor(
    private readonly store: EventStore,
    private readonly options: EmbeddedBusOptions = {},
  ) {}

  consumer(group: string): BusConsumer {
    const consumer = new EmbeddedConsumer(this.store, group, this.options);
    this.consumers.add(consumer);
    return consumer;
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((consumer) => consumer.stop()));
    this.consumers.clear();
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers in position order, each batch once it has been handled. A handler that throws gets
 * the same batch again after a growing delay: skipping it would leave a hole in the read model.
 * It can be started again after a stop (a runner does so when it switches generation).
 */
class EmbeddedConsumer implements BusConsumer {
  private stopping = false;
  private loop: Promise<void> | null = null;
  private subscription: Subscription | null = null;
  private wakeLoop: (() => void) | null = null;
  private lastDelivered = 0;

  constructor(
    private readonly store: EventStore,
    private readonly group: string,
    private readonly options: EmbeddedBusOptions,
  ) {}

  async start(afterPosition: number, onBatch: EventBatchHandler): Promise<void> {
    if (this.loop) throw new Error(`Consumer ${this.group} is already running`);
    this.stopping = false;
    this.lastDelivered = afterPosition;
    this.loop = this.run(onBatch);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeLoop?.();
    await this.subscription?.stop();
    await this.loop;
    this.loop = null;
  }

  private async run(onBatch: EventBatchHandler): Promise<void> {
    const batchSize = this.options.catchUpBatchSize ?? 10_000;
    while (!this.stopping) {
      try {
        const batch = await this.store.readAll(this.lastDelivered, batchSize);
        if (batch.length > 0) await this.deliver(batch, onBatch);
        if (batch.length < batchSize && !this.stopping) await this.follow(onBatch);
      } catch (error) {
        this.report(error);
        if (!this.stopping) await sleep(this.options.retryDelayMs ?? 100);
      }
    }
  }

  private async deliver(batch: RecordedEvent[], onBatch: EventBatchHandler): Promise<void> {
    for (let attempt = 0; !this.stopping; attempt += 1) {
      try {
        await onBatch(batch);
        this.lastDelivered = (batch[batch.length - 1] as RecordedEvent).position;
        return;
      } catch (error) {
        // A handler that stops its consumer (to restart it elsewhere) may fail its last batch.
        if (this.stopping) return;
        this.report(error);
        await this.pause(Math.min(5000, (this.options.retryDelayMs ?? 100) * 2 ** attempt));
      }
    }
  }

  /**
   * Follows live appends until stopped or until the subscription fails (then the loop catches
   * up again from the last delivered position). Events arriving while a batch is handled pile up
   * and go out as the next batch; past liveBatchSize the subscription waits.
   */
  private async follow(onBatch: EventBatchHandler): Promise<void> {
    const max = this.options.liveBatchSize ?? 1000;
    let buffer: RecordedEvent[] = [];
    let flushing: Promise<void> = Promise.resolve();
    let scheduled = false;
    let open = true;
    const flush = (): Promise<void> => {
      scheduled = false;
      const batch = buffer;
      buffer = [];
      flushing = flushing.then(() => (batch.length > 0 && !this.stopping ? this.deliver(batch, onBatch) : undefined));
      return flushing;
    };
    const ended = new Promise<void>((resolve) => {
      this.wakeLoop = resolve;
      this.subscription = this.store.subscribeToAll({
        fromPosition: this.lastDelivered,
        onEvent: (event) => {
          buffer.push(event);
          if (buffer.length >= max) return flush();
          if (!scheduled) {
            scheduled = true;
            setImmediate(() => {
              if (open) void flush();
            });
          }
          return undefined;
        },
        onError: (error) => {
          this.report(error);
          resolve();
        },
      });
    });
    if (this.stopping) this.wakeLoop?.();
    await ended;
    this.wakeLoop = null;
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop();
    open = false;
    // What arrived but was not handed over yet goes out now, before catching up again.
    await flush();
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const previous = this.wakeLoop;
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wakeLoop = () => {
        done();
        previous?.();
      };
    });
  }

  private report(error: unknown): void {
    if (this.options.onError) this.options.onError(error, this.group);
    else console.error(`Bus consumer ${this.group}: delivery failed, retrying`, error);
  }
}
