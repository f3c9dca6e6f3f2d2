import { decodeWire, encodeWire } from '@il/contracts';
import type { Http1Pool, Http1Response } from './http1-pool';

export interface Sent {
  response: Http1Response;
  ms: number;
}

/** As the web client does (packages/ui api client): x-min-position in the seconds after a command. */
const MIN_POSITION_WINDOW_MS = 10_000;

/** What a player's browser remembers between calls. */
export interface BrowserState {
  cookie: string;
  /** The pool lane whose connections carry this player's requests (a browser's own), if any. */
  lane?: number;
  lastPosition?: number;
  lastPositionAt?: number;
}

/** One request through the pool, timed from the moment it was handed to the pool (queueing included). */
export async function timed(pool: Http1Pool, method: 'GET' | 'POST', path: string, browser: BrowserState, body?: unknown): Promise<Sent> {
  const started = performance.now();
  const recent = browser.lastPosition !== undefined && started - (browser.lastPositionAt ?? 0) < MIN_POSITION_WINDOW_MS;
  const headers = recent ? `x-min-position: ${browser.lastPosition}\r\n` : undefined;
  const response = await pool.request(method, path, {
    cookie: browser.cookie,
    ...(body === undefined ? {} : { body: encodeWire(body) }),
    ...(headers ? { headers } : {}),
    ...(browser.lane === undefined ? {} : { lane: browser.lane }),
  });
  const ms = performance.now() - started;
  if (response.eventPosition) {
    browser.lastPosition = Math.max(browser.lastPosition ?? 0, response.eventPosition);
    browser.lastPositionAt = performance.now();
  }
  return { response, ms };
}

/** A success's value in the superjson wire; an error's `{ error }`. */
export function valueOf<T = Record<string, unknown>>(response: Http1Response): T {
  return response.status < 400 ? decodeWire<T>(response.body) : (JSON.parse(response.body) as T);
}

/** Runs tasks with at most `limit` at once. */
export async function inParallel<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
