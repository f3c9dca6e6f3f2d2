import type { Server } from 'node:http';

/**
 * A process that has used up its open-files limit cannot accept: libuv then accepts new
 * connections and closes them at once, and the clients read a reset. Idle keep-alive connections
 * are the descriptors that cost least to give back: the client opens a new connection for its next
 * request (a browser also sends again a request that met an idle connection the server had just
 * closed). So once this process's connections come within a tenth of its limit, it closes the idle
 * ones; live streams and requests in progress are kept.
 */
export const HEADROOM_SHARE = 0.1;
/** The descriptors kept free at least, whatever the limit: the stores' files, pipes, the event loop's own. */
export const MIN_HEADROOM = 64;
/** How often the connections are counted: a start of 20,000 players opens a thousand a second. */
export const HEADROOM_CHECK_MS = 250;

/** Whether `connections` leave too few of `limit` descriptors free; never when the limit is unknown or unlimited. */
export function lacksHeadroom(connections: number, limit: number | null): boolean {
  if (limit === null || !Number.isFinite(limit)) return false;
  return connections >= limit - Math.max(MIN_HEADROOM, Math.floor(limit * HEADROOM_SHARE));
}

export interface HeadroomOptions {
  /** The process's open-files limit (openFilesLimit()); null or Infinity: nothing to watch. */
  limit: number | null;
  checkEveryMs?: number;
  /** Told at each check that found too few descriptors free (and closed the idle connections, if any), with the connections counted. */
  onClosedIdle?(connections: number): void;
}

/** Watches the server's connections and closes its idle ones when descriptors run short; returns the stop. */
export function keepDescriptorHeadroom(server: Pick<Server, 'getConnections' | 'closeIdleConnections'>, options: HeadroomOptions): () => void {
  const { limit } = options;
  if (limit === null || !Number.isFinite(limit)) return () => undefined;
  const timer = setInterval(() => {
    server.getConnections((error, connections) => {
      if (error || !lacksHeadroom(connections, limit)) return;
      server.closeIdleConnections();
      options.onClosedIdle?.(connections);
    });
  }, options.checkEveryMs ?? HEADROOM_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
