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
 * with the bus's other caught-up consumers through one subscription (LiveFeed), grouping the
 * events that arrive together into one batch.
 */
export class EmbeddedBus implements Bus {
  private readonly consumers = new Set<EmbeddedConsumer>();
  private readonly feed: LiveFeed;

  constructor(
    private readonly store: EventStore,
    private readonly options: EmbeddedBusOptions = {},
  ) {
    this.feed = new LiveFeed(store, options.liveBatchSize ?? 1000, (error) => {
      if (options.onError) options.onError(error, 'live feed');
      else console.error('Bus live feed: the subscription failed; its consumers read the log again', error);
    });
  }

  consumer(group: string): BusConsumer {
    const consumer = new EmbeddedConsumer(this.store, this.feed, group, this.options);
    this.consumers.add(consumer);
    return consumer;
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((consumer) => consumer.stop()));
    this.consumers.clear();
    await this.feed.close();
  }
}

/** A caught-up consumer on the feed: the events it was handed and has not handled yet. */
interface FeedMember {
  /** Position of the last event it has (handled, or in `buffer`). */
  last: number;
  buffer: RecordedEvent[];
  /** Hands the buffer over, after the batches before it. */
  flush(): void;
  /** Off the feed (its buffer full, or the subscription failed): it reads the log again. */
  leave(): void;
}

/**
 * One subscription to the log for all of a bus's caught-up consumers. Each of the server's fifteen
 * projections followed the log with its own subscription: every append woke each of them, and
 * each read the tail, awaited each event and scheduled its own batch, which cost more than some
 * of the projections' own work. A consumer joins at the position it has read up to; one behind
 * the feed reads the log on first (from the store's tail, in memory), and one whose handler falls
 * behind by a full batch is let go to catch up on its own, so a slow projection never holds back
 * the others.
 */
class LiveFeed {
  private subscription: Subscription | null = null;
  /** The subscription's own token: one stopped or failed says nothing to its successor. */
  private current: object | null = null;
  private readonly members = new Set<FeedMember>();
  /** Position of the last event the subscription handed over (or where it started). */
  private position = 0;
  private scheduled = false;

  constructor(
    private readonly store: EventStore,
    private readonly max: number,
    private readonly report: (error: unknown) => void,
  ) {}

  /** Takes a member that has read the log up to `member.last`; false when the feed is already past it. */
  join(member: FeedMember): boolean {
    if (this.subscription === null) {
      const token = {};
      this.current = token;
      this.position = member.last;
      this.subscription = this.store.subscribeToAll({
        fromPosition: member.last,
        onEvent: (event) => {
          if (this.current === token) this.onEvent(event);
        },
        onError: (error) => {
          if (this.current === token) this.failed(error);
        },
      });
    } else if (member.last < this.position) return false;
    this.members.add(member);
    return true;
  }

  /** The subscription stops once nobody follows: a member that comes back starts it where it stands. */
  async part(member: FeedMember): Promise<void> {
    this.members.delete(member);
    if (this.members.size > 0 || this.subscription === null) return;
    const subscription = this.subscription;
    this.subscription = null;
    this.current = null;
    await subscription.stop();
  }

  async close(): Promise<void> {
    for (const member of [...this.members]) member.leave();
    this.members.clear();
    const subscription = this.subscription;
    this.subscription = null;
    this.current = null;
    await subscription?.stop();
  }

  private onEvent(event: RecordedEvent): void {
    this.position = event.position;
    for (const member of this.members) {
      // A member that read the log further than the feed when it joined skips what it has.
      if (event.position <= member.last) continue;
      member.last = event.position;
      member.buffer.push(event);
      if (member.buffer.length >= this.max) {
        this.members.delete(member);
        member.leave();
      }
    }
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flushAll);
    }
  }

  private readonly flushAll = (): void => {
    this.scheduled = false;
    for (const member of this.members) if (member.buffer.length > 0) member.flush();
  };

  private failed(error: unknown): void {
    this.report(error);
    const members = [...this.members];
    this.members.clear();
    void this.subscription?.stop();
    this.subscription = null;
    this.current = null;
    for (const member of members) member.leave();
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
  private wakeLoop: (() => void) | null = null;
  private lastDelivered = 0;

  constructor(
    private readonly store: EventStore,
    private readonly feed: LiveFeed,
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

  /**
   * A live batch handed over at once: nothing more when the handler returns nothing (most
   * projections pass over most events), a promise of its handling otherwise, retried as
   * `deliver` retries.
   */
  private deliverNow(batch: RecordedEvent[], onBatch: EventBatchHandler): Promise<void> | undefined {
    if (this.stopping) return undefined;
    const last = (batch[batch.length - 1] as RecordedEvent).position;
    let handling: Promise<void> | void;
    try {
      handling = onBatch(batch);
    } catch (error) {
      return this.deliverAgain(batch, onBatch, error);
    }
    if (!handling) {
      this.lastDelivered = last;
      return undefined;
    }
    return handling.then(
      () => void (this.lastDelivered = last),
      (error: unknown) => this.deliverAgain(batch, onBatch, error),
    );
  }

  private async deliverAgain(batch: RecordedEvent[], onBatch: EventBatchHandler, error: unknown): Promise<void> {
    if (this.stopping) return;
    this.report(error);
    await this.pause(this.options.retryDelayMs ?? 100);
    await this.deliver(batch, onBatch, 1);
  }

  private async deliver(batch: RecordedEvent[], onBatch: EventBatchHandler, firstAttempt = 0): Promise<void> {
    for (let attempt = firstAttempt; !this.stopping; attempt += 1) {
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
   * Follows live appends on the bus's feed until stopped or let go (its handler fell behind, or
   * the subscription failed); then the loop reads the log again from the last delivered position.
   * Events arriving while a batch is handled pile up and go out as the next batch. Returns at once
   * when the feed is already past this consumer: the loop reads up to it first.
   */
  private async follow(onBatch: EventBatchHandler): Promise<void> {
    let flushing: Promise<void> = Promise.resolve();
    /** Batches handed over and not yet handled: while there are any, the next one waits for them. */
    let inFlight = 0;
    const handled = (): void => void (inFlight -= 1);
    let resolveEnded!: () => void;
    const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
    const member: FeedMember = {
      last: this.lastDelivered,
      buffer: [],
      flush: () => {
        const batch = member.buffer;
        if (batch.length === 0) return;
        member.buffer = [];
        if (inFlight === 0) {
          const handling = this.deliverNow(batch, onBatch);
          if (!handling) return;
          inFlight = 1;
          flushing = handling.then(handled);
        } else {
          inFlight += 1;
          flushing = flushing.then(() => this.deliverNow(batch, onBatch)).then(handled);
        }
      },
      leave: resolveEnded,
    };
    if (!this.feed.join(member)) return;
    this.wakeLoop = resolveEnded;
    if (this.stopping) resolveEnded();
    await ended;
    this.wakeLoop = null;
    await this.feed.part(member);
    // What arrived but was not handed over yet goes out now, before reading the log again.
    member.flush();
    await flushing;
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
