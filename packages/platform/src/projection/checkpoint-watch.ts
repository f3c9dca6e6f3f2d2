import { PositionWaiters } from './position-waiters';

export interface CheckpointWatchOptions {
  /** The lowest checkpoint of the projections waited on, in one read (one query). */
  readLowest(): Promise<number>;
  /** Pause between reads while someone waits. */
  intervalMs?: number;
}

/**
 * Read-your-writes where the projections run in other processes (the distributed mode): however
 * many requests wait, one loop reads the checkpoints, with one query per round, and only while
 * someone waits; each round answers every waiter whose position has been reached.
 */
export class CheckpointWatch {
  private readonly waiters = new PositionWaiters();
  private readonly intervalMs: number;
  private waiting = 0;
  private loop: Promise<void> | null = null;
  private closed = false;
  private wake: (() => void) | null = null;

  constructor(private readonly options: CheckpointWatchOptions) {
    this.intervalMs = options.intervalMs ?? 25;
  }

  /** Resolves once every projection has applied `position`, or after `timeoutMs` (never throws). */
  async reached(position: number, timeoutMs = Number.POSITIVE_INFINITY): Promise<void> {
    if (position <= this.waiters.position || this.closed) return;
    this.waiting++;
    const wait = this.waiters.wait(position, timeoutMs);
    this.loop ??= this.poll().finally(() => (this.loop = null));
    try {
      await wait;
    } finally {
      this.waiting--;
    }
  }

  /** Answers every waiter and stops reading. */
  async close(): Promise<void> {
    this.closed = true;
    this.waiters.releaseAll();
    this.wake?.();
    await this.loop;
  }

  private async poll(): Promise<void> {
    while (!this.closed && this.waiting > 0) {
      // A failed read (the database away for a moment) is tried again next round; the waits
      // are bounded by their own timeouts.
      const lowest = await this.options.readLowest().catch(() => null);
      if (lowest !== null && lowest > this.waiters.position) this.waiters.advance(lowest);
      if (this.closed || this.waiting === 0) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.intervalMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }
}
