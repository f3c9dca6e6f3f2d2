import type { RequestAuth } from './auth-context';

/**
 * Read-your-writes across requests. A command's answer carries the log position of its last
 * event (`x-event-position`); a query sent with `x-min-position` waits, bounded, until the read
 * models have reached it. Commands already wait before answering, so this matters where a client
 * reads through another gateway replica or reads before its own command has been answered.
 */
export const EVENT_POSITION_HEADER = 'x-event-position';
export const MIN_POSITION_HEADER = 'x-min-position';

/** The longest a query is held for `x-min-position`, whatever the waits beneath it allow. */
export const MIN_POSITION_WAIT_MS = 5000;
/** Queries held at once by one process, and by one session; past either the query answers at once. */
export const MIN_POSITION_WAITERS = 500;
export const MIN_POSITION_WAITERS_PER_SESSION = 8;

export function minPositionOf(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  const position = Number(value);
  return Number.isSafeInteger(position) && position > 0 ? position : 0;
}

export interface MinPositionGateDeps {
  /** The end of the event log now: no client can have been told of a position beyond it. */
  logEnd(): Promise<number>;
  /** Resolves once the read models (and kept views) have reached the position, or gave up. */
  awaitProjections(position: number): Promise<void>;
  waitMs?: number;
  maxWaiters?: number;
  maxWaitersPerSession?: number;
}

/**
 * Decides how long a query honours `x-min-position`. The header is a hint, never a way to hold a
 * request: only a session's own queries wait, only for a position the log has reached (a larger
 * one was never handed out, so it answers at once), at most MIN_POSITION_WAIT_MS, and only while
 * few enough others wait; otherwise the query answers at once from what the read models hold.
 */
export class MinPositionGate {
  private waiting = 0;
  /** The log's end as last read: it only grows, so a position at or below it needs no read. */
  private knownEnd = 0;
  private readonly perSession = new Map<string, number>();
  private readonly waitMs: number;
  private readonly maxWaiters: number;
  private readonly maxPerSession: number;

  constructor(private readonly deps: MinPositionGateDeps) {
    this.waitMs = deps.waitMs ?? MIN_POSITION_WAIT_MS;
    this.maxWaiters = deps.maxWaiters ?? MIN_POSITION_WAITERS;
    this.maxPerSession = deps.maxWaitersPerSession ?? MIN_POSITION_WAITERS_PER_SESSION;
  }

  /** Queries held right now. */
  get held(): number {
    return this.waiting;
  }

  async wait(header: string | string[] | undefined, auth: RequestAuth): Promise<void> {
    const position = minPositionOf(header);
    const session = auth.user ? auth.sessionHash : null;
    if (position === 0 || !session) return;
    const mine = this.perSession.get(session) ?? 0;
    if (this.waiting >= this.maxWaiters || mine >= this.maxPerSession) return;
    this.waiting++;
    this.perSession.set(session, mine + 1);
    try {
      if (position > this.knownEnd) this.knownEnd = Math.max(this.knownEnd, await this.deps.logEnd());
      if (position > this.knownEnd) return;
      await this.within(this.deps.awaitProjections(position));
    } finally {
      this.waiting--;
      const left = (this.perSession.get(session) ?? 1) - 1;
      if (left > 0) this.perSession.set(session, left);
      else this.perSession.delete(session);
    }
  }

  private within(wait: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.waitMs);
    });
    return Promise.race([wait, timeout]).finally(() => clearTimeout(timer));
  }
}
