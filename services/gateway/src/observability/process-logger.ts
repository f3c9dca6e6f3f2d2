import pino, { type Logger } from 'pino';

/** How long a log line may wait in the buffer when traffic is too light to fill it. */
const FLUSH_EVERY_MS = 1000;
const BUFFER_BYTES = 4096;

/**
 * The process's one logger, writing to stdout through a buffer. A synchronous write per line (pino's
 * default) cost about a quarter of what a cheap request cost the server; buffered, lines leave in
 * blocks of 4 KB or every second. Whatever is still buffered is written out when the process exits,
 * also on a crash that reaches the `exit` event; a kill -9 can lose up to a second of log lines,
 * never an event (those are in the event log before a command answers).
 */
export function processLogger(level: string, base: Record<string, unknown>): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  const timer = setInterval(() => destination.flush(), FLUSH_EVERY_MS);
  timer.unref();
  process.once('exit', () => {
    clearInterval(timer);
    try {
      destination.flushSync();
    } catch {
      // A write still in flight at exit (EAGAIN on a full pipe): nothing more can be done.
    }
  });
  return pino({ level, base }, destination);
}
