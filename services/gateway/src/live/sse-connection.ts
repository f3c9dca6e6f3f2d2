import type { ServerResponse } from 'node:http';

/** How much unsent data a client may have queued before it counts as gone. */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** How long a browser waits before reconnecting after the stream drops. */
export const RECONNECT_AFTER_MS = 3000;

/** The longest delay a Node timer takes. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Streams written to in this turn of the event loop, to be flushed once it ends. */
const corked = new Set<SseConnection>();

function flushCorked(): void {
  for (const connection of corked) connection.flush();
  corked.clear();
}

/**
 * One open event stream. A client that stops reading (a sleeping laptop, a stuck proxy) is closed
 * rather than buffered without bound: it reconnects, and polling covers what it missed.
 */
export class SseConnection {
  private closed = false;
  /** Something was written since the last heartbeat was due: the stream is not idle. */
  private wrote = false;
  private readonly closeHandlers: Array<() => void> = [];
  private expiry: NodeJS.Timeout | null = null;

  constructor(
    readonly userId: number,
    private readonly response: ServerResponse,
    /** The session the stream was opened with: it ends with it (logout, password change, expiry). */
    readonly sessionHash: string | null = null,
  ) {
    response.on('close', () => this.finish());
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Sends the status and headers at once, so the client knows the stream is open. */
  open(headers: Record<string, string>): void {
    this.response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: a compressing middleware on the way (webpack-dev-server's, in front of a
      // slice's dev page) would otherwise hold small events back until its buffer fills.
      'cache-control': 'no-store, no-transform',
      // A stream ends only when one side is done with it: its socket is not reused after.
      connection: 'close',
      // Reverse proxies (nginx) would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
      ...headers,
    });
    this.response.write(`retry: ${RECONNECT_AFTER_MS}\n: connected\n\n`);
  }

  send(frame: string): void {
    if (this.closed) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.close();
      return;
    }
    // The events of one command reach a stream together (a post is its post, the poster's stats,
    // the leaderboard): they leave in one system call at the end of the turn instead of one each.
    if (!corked.has(this)) {
      if (corked.size === 0) setImmediate(flushCorked);
      corked.add(this);
      this.response.cork();
    }
    this.response.write(frame);
    this.wrote = true;
  }

  /** Sends what this turn wrote (see send). */
  flush(): void {
    if (corked.delete(this)) this.response.uncork();
  }

  /**
   * The keep-alive comment, when nothing else was written since it was last due: a stream that
   * carried pushes is kept alive by them (and writing costs a system call per stream).
   */
  heartbeat(frame: string): void {
    if (!this.wrote) this.send(frame);
    this.wrote = false;
  }

  /** Ends the stream after `ms` (when its session expires); timers hold at most about 24 days, so a longer wait is taken in turns. */
  closeAfter(ms: number): void {
    if (this.closed) return;
    if (this.expiry) clearTimeout(this.expiry);
    const step = Math.max(0, Math.min(ms, MAX_TIMER_MS));
    this.expiry = setTimeout(() => (ms > MAX_TIMER_MS ? this.closeAfter(ms - MAX_TIMER_MS) : this.close()), step);
    this.expiry.unref();
  }

  onClose(handler: () => void): void {
    if (this.closed) handler();
    else this.closeHandlers.push(handler);
  }

  close(): void {
    this.flush();
    if (!this.closed) this.response.end();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.expiry) clearTimeout(this.expiry);
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}
