import { AppError } from '@il/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';

/** What only an operator reads: the process's internals (routes, caches, lag, roles). */
export const OPERATOR_PATHS: ReadonlySet<string> = new Set(['/metrics', '/readyz']);

/**
 * /metrics and /readyz answer a caller on this machine that came through no proxy, or one that
 * sends `Authorization: Bearer <OPERATOR_TOKEN>`; anyone else finds nothing there (404, as for any
 * unknown path). They were public on the game's port. /healthz stays open: it says only "alive".
 */
export function registerOperatorAccess(app: FastifyInstance, token: string | null): void {
  const expected = token === null ? null : digest(token);
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?', 1)[0]!;
    if (!OPERATOR_PATHS.has(path) || local(request) || bearerMatches(request.headers.authorization, expected)) return done();
    done(new AppError(`No such call: ${request.method} ${path}`, 404));
  });
}

/** The peer is this machine and no proxy stands between (a proxy on the machine names the client it forwards). */
function local(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

function bearerMatches(header: string | undefined, expected: Buffer | null): boolean {
  if (expected === null || header === undefined || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), expected);
}

/** Compared as digests, so the comparison takes the same time whatever the length sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
