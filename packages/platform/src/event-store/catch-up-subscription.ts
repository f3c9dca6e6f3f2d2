import { CaughtUpTracker } from './caught-up-tracker';
import type { RecordedEvent, SubscribeOptions, Subscription } from './port';

/** The part of a store a pull-based subscription reads from. */
export interface GlobalLogReader {
  readAll(afterPosition: number, maxCount: number): Promise<RecordedEvent[]>;
  headPosition(): Promise<number>;
}

export interface CatchUpSettings {
  /** Events read per query while catching up. */
  batchSize: number;
  /**
   * How long a caught-up subscription sleeps before looking again when nobody woke it; null: until
   * woken (the store then watches the log for appends of other processes on its behalf).
   */
  pollIntervalMs: number | null;
  /** Called once the subscription has finished for good (stopped or failed). */
  onFinished?(subscription: CatchUpSubscription): void;
}

/**
 * Reads the global log from a checkpoint in batches, then keeps reading after each wake-up or
 * poll tick. It always asks for "strictly after the last delivered position", and the log only
 * ever grows at its end with gap-free positions, so it cannot skip or repeat an event and it
 * delivers in position order.
 *
 * A handler failure ends the subscription: skipping the event would leave a gap in whatever the
 * handler maintains, and retrying blindly could spin forever. onError hears about it, and the
 * owner resumes from its own checkpoint with a new subscription.
 *
 * The poll timer does not keep the process alive on its own: a process that only waits for
 * other processes' appends needs something else (a server, an interval) holding it open.
 */
export class CatchUpSubscription implements Subscription {
  private readonly tracker: CaughtUpTracker;
  private stopping = false;
  private failure: { error: unknown } | null = null;
  /** Set by every wake-up, cleared before every read: a wake-up during a read is never lost. */
  private woken = false;
  private wakeSleeper: (() => void) | null = null;
  private readonly running: Promise<void>;

  constructor(
    private readonly log: GlobalLogReader,
    private readonly options: SubscribeOptions,
    private readonly settings: CatchUpSettings,
  ) {
    this.tracker = new CaughtUpTracker(options.fromPosition);
    this.running = this.run();
  }

  /** Tells a sleeping subscription that the log has grown. */
  wake(): void {
    this.woken = true;
    this.wakeSleeper?.();
  }

  async caughtUp(): Promise<void> {
    if (this.failure) throw this.failure.error;
    return this.tracker.waitFor(await this.log.headPosition());
  }

  /**
   * Waits for the handler call in flight, if any. Awaiting stop() from inside the handler would
   * therefore wait for itself: a handler that wants to end its subscription calls stop() without
   * awaiting it.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.running;
  }

  private async run(): Promise<void> {
    try {
      while (!this.stopping) {
        this.woken = false;
        const batch = await this.log.readAll(this.tracker.lastDelivered, this.settings.batchSize);
        for (const event of batch) {
          if (this.stopping) return;
          // A handler that returns nothing is not awaited: a tick per event and subscription, for nothing.
          const handled = this.options.onEvent(event);
          if (handled) await handled;
          this.tracker.delivered(event.position);
        }
        if (batch.length < this.settings.batchSize && !this.woken) await this.sleep();
      }
    } catch (error) {
      this.failure = { error };
      reportFailure(this.options, error);
    } finally {
      this.tracker.end(this.failure?.error);
      this.settings.onFinished?.(this);
    }
  }

  private sleep(): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        resolve();
      };
      const timer = this.settings.pollIntervalMs === null ? undefined : setTimeout(done, this.settings.pollIntervalMs);
      timer?.unref();
      this.wakeSleeper = done;
      if (this.woken || this.stopping) done();
    });
  }
}

export function reportFailure(options: SubscribeOptions, error: unknown): void {
  if (options.onError) options.onError(error);
  else console.error('Event subscription stopped after an error', error);
}
