import { AppError } from '@il/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const FOREIGN_ORIGIN_MESSAGE = 'This request came from another site and was refused.';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing /_api call whose browser says it comes from another site (`Origin`).
 * The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs in current
 * browsers; this is the second lock, for older browsers and same-site neighbours. A call without
 * `Origin` (curl, scripts, older same-origin requests) is let through: the cookie rules hold there.
 * The page's own origin is the one the player reached (`Host`) or the configured PUBLIC_URL.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = originOf(publicUrl);
  // A callback, not an async hook: every request passes here, and nearly all pass at once.
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method) || !request.url.startsWith('/_api/')) return done();
    const origin = request.headers.origin;
    if (origin === undefined || sameSite(origin, request, publicOrigin)) return done();
    done(new AppError(FOREIGN_ORIGIN_MESSAGE, 403));
  });
}

function sameSite(origin: string, request: FastifyRequest, publicOrigin: string | null): boolean {
  const given = originOf(origin);
  if (given === null) return false;
  if (given === publicOrigin) return true;
  const host = request.headers.host;
  return host !== undefined && new URL(given).host === host.toLowerCase();
}

function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
