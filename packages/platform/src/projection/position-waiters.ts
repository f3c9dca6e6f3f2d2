interface Waiter {
  position: number;
  resolve(reached: boolean): void;
  timer: NodeJS.Timeout | null;
}

/**
 * Who waits for a log position to be reached: read-your-writes waits on a projection's checkpoint
 * and on the view cache's follower. Waits are bounded; a timeout answers false, never throws.
 */
export class PositionWaiters {
  private waiters: Waiter[] = [];
  private reached = 0;

  get position(): number {
    return this.reached;
  }

  /** Resolves true once `position` is reached, false after `timeoutMs` or on `releaseAll`. */
  wait(position: number, timeoutMs = Number.POSITIVE_INFINITY): Promise<boolean> {
    if (this.reached >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = { position, resolve, timer: null };
      if (Number.isFinite(timeoutMs)) {
        waiter.timer = setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs);
      }
      this.waiters.push(waiter);
    });
  }

  advance(position: number): void {
    this.reached = position;
    if (this.waiters.length === 0) return;
    const waiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.position <= position) settle(waiter, true);
      else waiting.push(waiter);
    }
    this.waiters = waiting;
  }

  /** Answers every waiter false (the follower or runner stopped). */
  releaseAll(): void {
    for (const waiter of this.waiters) settle(waiter, false);
    this.waiters = [];
  }
}

function settle(waiter: Waiter, reached: boolean): void {
  if (waiter.timer) clearTimeout(waiter.timer);
  waiter.resolve(reached);
}
