import { decodeWire, encodeWire } from '@il/contracts';
import type { Http1Pool, Http1Response } from './http1-pool';

export interface Sent {
  response: Http1Response;
  ms: number;
}

/** One request through the pool, timed from the moment it was handed to the pool (queueing included). */
export async function timed(pool: Http1Pool, method: 'GET' | 'POST', path: string, cookie: string, body?: unknown): Promise<Sent> {
  const started = performance.now();
  const response = await pool.request(method, path, body === undefined ? { cookie } : { cookie, body: encodeWire(body) });
  return { response, ms: performance.now() - started };
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
