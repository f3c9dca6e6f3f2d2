export class SubscriptionStoppedError extends Error {
  constructor() {
    super('The subscription stopped before it caught up');
    this.name = 'SubscriptionStoppedError';
  }
}

interface Waiter {
  target: number;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Remembers the last position a subscription's handler finished, and answers caughtUp() calls:
 * each call waits for the head position as it was when the call was made, not for a moving target.
 */
export class CaughtUpTracker {
  private readonly waiters: Waiter[] = [];
  private ended: { reason: unknown } | null = null;

  constructor(private last: number) {}

  get lastDelivered(): number {
    return this.last;
  }

  delivered(position: number): void {
    this.last = position;
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i]!;
      if (position >= waiter.target) {
        this.waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }

  waitFor(head: number): Promise<void> {
    if (this.last >= head) return Promise.resolve();
    if (this.ended) return Promise.reject(this.ended.reason);
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ target: head, resolve, reject });
    });
  }

  /** No more deliveries will come: pending and later waits fail with the reason. */
  end(reason: unknown = new SubscriptionStoppedError()): void {
    this.ended ??= { reason };
    for (const waiter of this.waiters.splice(0)) waiter.reject(this.ended.reason);
  }
}
