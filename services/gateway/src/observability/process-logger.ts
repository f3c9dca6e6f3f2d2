import pino, { type DestinationStream, type Logger } from 'pino';

/** How long a log line may wait in the buffer when traffic is too light to fill it. */
const FLUSH_EVERY_MS = 1000;
export const BUFFER_BYTES = 4096;

/** Where the buffered lines go: pino's own destination, which writes whatever it is handed at once. */
export interface LineSink {
  write(text: string): void;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

/**
 * Log lines held until about `bufferBytes` of them are waiting, then handed to the sink in one
 * piece. sonic-boom buffers as well (`minLength`), but it measures the whole pending text in bytes
 * at every line, a copy of up to 4 KB per line: two thirds of what a line cost the server. Here
 * the lines wait in an array and are joined once per block.
 */
export class LineBuffer implements DestinationStream {
  private lines: string[] = [];
  private pending = 0;

  constructor(
    private readonly sink: LineSink,
    private readonly bufferBytes = BUFFER_BYTES,
  ) {}

  write(line: string): void {
    this.lines.push(line);
    // UTF-16 units, not bytes: the block's size only decides when it leaves.
    this.pending += line.length;
    if (this.pending >= this.bufferBytes) this.handOver();
  }

  /** Hands what is waiting to the sink, which writes it without blocking; `callback` (pino's `logger.flush`) hears when it is written. */
  flush(callback?: (error?: Error) => void): void {
    this.handOver();
    if (callback) this.sink.flush(callback);
  }

  /** Hands what is waiting to the sink and waits until all of it is written (at exit). */
  flushSync(): void {
    this.handOver();
    this.sink.flushSync();
  }

  private handOver(): void {
    if (this.lines.length === 0) return;
    const block = this.lines.join('');
    this.lines = [];
    this.pending = 0;
    this.sink.write(block);
  }
}

/**
 * The process's one logger, writing to stdout through a buffer. A synchronous write per line (pino's
 * default) cost about a quarter of what a cheap request cost the server; buffered, lines leave in
 * blocks of 4 KB or every second. Whatever is still buffered is written out when the process exits,
 * also on a crash that reaches the `exit` event; a kill -9 can lose up to a second of log lines,
 * never an event (those are in the event log before a command answers).
 */
export function processLogger(level: string, base: Record<string, unknown>): Logger {
  const lines = new LineBuffer(pino.destination({ dest: 1, sync: false }));
  const timer = setInterval(() => lines.flush(), FLUSH_EVERY_MS);
  timer.unref();
  process.once('exit', () => {
    clearInterval(timer);
    try {
      lines.flushSync();
    } catch {
      // A write still in flight at exit (EAGAIN on a full pipe): nothing more can be done.
    }
  });
  return pino({ level, base }, lines);
}
