import { AppError } from '@il/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** What only an operator reads: the process's internals (routes, caches, lag, roles). */
export const OPERATOR_PATHS: ReadonlySet<string> = new Set(['/metrics', '/readyz']);

/**
 * /metrics and /readyz answer a caller on this machine or the private network (loopback, 10/8,
 * 172.16/12, 192.168/16, fc00::/7: a probe of the kubelet or compose, a scrape) that came through
 * no proxy, or one that sends `Authorization: Bearer <OPERATOR_TOKEN>`; anyone else finds nothing
 * there (404, as for any unknown path). They were public on the game's port: a player's request
 * arrives from a public address, or through the proxy in front, which names the client it
 * forwards (X-Forwarded-For). /healthz stays open: it says only "alive".
 */
export function registerOperatorAccess(app: FastifyInstance, token: string | null): void {
  const expected = token === null ? null : digest(token);
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?', 1)[0]!;
    if (!OPERATOR_PATHS.has(path) || internal(request) || bearerMatches(request.headers.authorization, expected)) return done();
    done(new AppError(`No such call: ${request.method} ${path}`, 404));
  });
}

const INTERNAL = new BlockList();
INTERNAL.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');

/** The peer is this machine or its private network, and no proxy stands between. */
function internal(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const raw = request.socket.remoteAddress ?? '';
  // Node gives IPv4 peers of a dual-stack socket as `::ffff:a.b.c.d`.
  const address = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  const family = isIP(address);
  return family !== 0 && INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

function bearerMatches(header: string | undefined, expected: Buffer | null): boolean {
  if (expected === null || header === undefined || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), expected);
}

/** Compared as digests, so the comparison takes the same time whatever the length sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
