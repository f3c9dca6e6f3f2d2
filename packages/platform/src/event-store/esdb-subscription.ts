import {
  START,
  excludeSystemEvents,
  type AllStreamSubscription,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import { reportFailure } from './catch-up-subscription';
import { CaughtUpTracker } from './caught-up-tracker';
import { exactPosition, isSystemEvent, toRecorded } from './esdb-mapping';
import type { SubscribeOptions, Subscription } from './port';

export interface EsdbSubscriptionHooks {
  headPosition(): Promise<number>;
  onFinished(subscription: EsdbSubscription): void;
}

/**
 * A catch-up subscription to $all. The server itself reads history from the position and then
 * switches to live events without a gap; iterating the stream with for-await applies backpressure,
 * so the next event waits for the handler.
 */
export class EsdbSubscription implements Subscription {
  private readonly tracker: CaughtUpTracker;
  private readonly stream: AllStreamSubscription;
  private stopping = false;
  private failure: { error: unknown } | null = null;
  private readonly running: Promise<void>;

  constructor(
    client: EventStoreDBClient,
    private readonly options: SubscribeOptions,
    private readonly hooks: EsdbSubscriptionHooks,
  ) {
    this.tracker = new CaughtUpTracker(options.fromPosition);
    this.stream = client.subscribeToAll({
      fromPosition: options.fromPosition > 0 ? exactPosition(options.fromPosition) : START,
      filter: excludeSystemEvents(),
    });
    this.running = this.run();
  }

  async caughtUp(): Promise<void> {
    if (this.failure) throw this.failure.error;
    return this.tracker.waitFor(await this.hooks.headPosition());
  }

  /** Waits for the handler call in flight; a handler must not await its own subscription's stop(). */
  async stop(): Promise<void> {
    if (!this.stopping) {
      this.stopping = true;
      await this.stream.unsubscribe();
    }
    await this.running;
  }

  private async run(): Promise<void> {
    try {
      for await (const resolved of this.stream) {
        if (this.stopping) break;
        const event = resolved.event;
        if (!event) continue;
        const position = Number(event.position.commit);
        // Whether the start position itself is delivered has varied between server versions.
        if (position <= this.tracker.lastDelivered || isSystemEvent(event.type)) continue;
        await this.options.onEvent(toRecorded(event, position));
        this.tracker.delivered(position);
      }
      if (!this.stopping) throw new Error('The server ended the subscription');
    } catch (error) {
      // Unsubscribing cancels the call, which surfaces as an error on the stream.
      if (!this.stopping) {
        this.failure = { error };
        reportFailure(this.options, error);
        await this.stream.unsubscribe().catch(() => undefined);
      }
    } finally {
      this.tracker.end(this.failure?.error);
      this.hooks.onFinished(this);
    }
  }
}
