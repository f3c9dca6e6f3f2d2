import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock, SharedLimits } from '@il/platform';

/** A client's calls to one route in the window that started with the first of them. */
interface Window {
  count: number;
  startMs: number;
}

/**
 * @fastify/rate-limit's store over the shared limits: a fixed window per client and route, as its
 * own store counts, but once for every server process of the data folder instead of once in each.
 */
export function sharedRateLimitStore(limits: SharedLimits, clock: Clock): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    // The plugin constructs the store with its options, then a child of it per route.
    constructor(scope: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'rate-limit';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const nowMs = clock.now().getTime();
      let result = { current: 0, ttl: timeWindow };
      try {
        limits.update<Window>(this.scope, key, nowMs, (window) => {
          const next = window && window.startMs + timeWindow > nowMs ? { count: window.count + 1, startMs: window.startMs } : { count: 1, startMs: nowMs };
          result = { current: next.count, ttl: next.startMs + timeWindow - nowMs };
          return { value: next, expiresAtMs: next.startMs + timeWindow };
        });
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      callback(null, result);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands the route in `routeInfo`; each route counts apart, as with its own store.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new SharedRateLimitStore(`rate-limit ${String(route?.method ?? '')} ${route?.url ?? ''}`);
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
