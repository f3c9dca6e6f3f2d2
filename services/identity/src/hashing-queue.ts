import { AppError } from '@il/platform';

export const HASHING_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
/** The longest a newcomer is expected to wait in line before its hash starts. */
export const HASHING_MAX_WAIT_MS = 10_000;

/**
 * Runs password hashes a few at a time. An argon2id hash takes 64 MiB and a core for a quarter of
 * a second: run all of a burst at once and every one of them is slow (and memory runs out), so at
 * most `concurrency` run and the rest wait in order. Past `queue` waiting, or when the hashes ahead
 * would take longer than `maxWaitMs` at the pace they run now (a busy machine hashes slower), a call
 * is refused at once with 503 and a Retry-After worked out from that pace, instead of hanging until
 * the player's browser gives up; one that still waits past `maxWaitMs` is refused when its turn
 * comes. A wait in line therefore never exceeds `maxWaitMs`.
 */
interface Waiter {
  since: number;
  start(): void;
  refuse(error: AppError): void;
}

export class HashingQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Moving average of one hash, for admitting and for Retry-After. */
  private averageMs = 250;

  constructor(
    readonly concurrency: number,
    readonly queue: number,
    private readonly now: () => number = () => performance.now(),
    readonly maxWaitMs = HASHING_MAX_WAIT_MS,
  ) {}

  /** Hashes running, and waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length < this.queue && this.expectedWaitMs(this.waiting.length + 1) <= this.maxWaitMs) {
      await new Promise<void>((start, refuse) => this.waiting.push({ since: this.now(), start, refuse }));
    } else throw this.busy(this.waiting.length);
    const started = this.now();
    try {
      return await task();
    } finally {
      this.averageMs += (this.now() - started - this.averageMs) / 8;
      this.passSlot();
    }
  }

  /**
   * Hands the freed slot straight to the next in line (so `running` never dips under a waiting
   * queue). The pace can drop after a newcomer was admitted (the machine got busier): whoever has
   * waited past maxWaitMs by then is refused rather than kept longer still.
   */
  private passSlot(): void {
    const now = this.now();
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      if (now - next.since <= this.maxWaitMs) {
        next.start();
        return;
      }
      next.refuse(this.busy(this.waiting.length));
    }
    this.running--;
  }

  private busy(ahead: number): AppError {
    return new AppError(HASHING_BUSY_MESSAGE, 503, Math.max(1, Math.ceil(this.expectedWaitMs(ahead) / 1000)));
  }

  /** How long the `place`-th in line waits for a slot: the hashes ahead of it, spread over the slots. */
  private expectedWaitMs(place: number): number {
    return Math.ceil(place / this.concurrency) * this.averageMs;
  }
}
