import type { RecordedEvent } from './port';

/**
 * The newest events of the log, as read once, for every reader of the process. The projections,
 * the view follower and the live streams all follow the head; without this, each read and parsed
 * every new event itself (fifteen times over in the embedded server). The log only grows at its
 * end with gap-free positions, so the tail is one contiguous run of events, and a read that starts
 * inside it is answered from memory. Readers must treat the events as read-only: they are shared.
 */
export class LogTail {
  private events: RecordedEvent[] = [];
  /** How far past its capacity the tail grows before it is cut back to it. */
  private readonly slack: number;

  constructor(private readonly capacity = 5_000) {
    this.slack = Math.max(1, Math.floor(capacity / 4));
  }

  /** Position of the last event held (0 when empty). */
  get end(): number {
    return this.events.length === 0 ? 0 : this.events[this.events.length - 1]!.position;
  }

  /**
   * Events after `afterPosition`, at most `maxCount`, when the tail holds that part of the log;
   * null when it starts elsewhere. A result shorter than `maxCount` may still miss newer events
   * the tail has not seen: the caller reads on from `end`.
   */
  read(afterPosition: number, maxCount: number): RecordedEvent[] | null {
    const events = this.events;
    if (events.length === 0) return null;
    const first = events[0]!.position;
    if (afterPosition < first - 1 || afterPosition > this.end) return null;
    const from = afterPosition - first + 1;
    return events.slice(from, from + maxCount);
  }

  /**
   * Takes a page read from the store after `afterPosition`. It is kept when it continues the tail,
   * or when it reaches the head of the log (`complete`): a reader far behind (a replay from the
   * start) reads through the store without pushing the head out. The tail is cut back to its
   * capacity once it has grown a quarter past it: cut on every append, a full tail would copy all
   * its entries each time, hundreds of times a second in a busy process.
   */
  add(afterPosition: number, page: RecordedEvent[], complete: boolean): void {
    if (page.length === 0) return;
    if (this.events.length > 0 && afterPosition === this.end) this.events.push(...page);
    else if (complete) this.events = page.slice();
    else return;
    if (this.events.length > this.capacity + this.slack) this.events = this.events.slice(this.events.length - this.capacity);
  }
}
