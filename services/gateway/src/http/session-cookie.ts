import type { FastifyInstance, FastifyReply } from 'fastify';
import { userForSession } from '@il/identity';
import type { Clock, ReadStore, ViewCache } from '@il/platform';
import { cookieValue, TokenHashes } from './session-token';

export const SESSION_COOKIE = 'il_session';

/** Resolves the caller once per request, before any route runs. */
export function registerSessionAuth(app: FastifyInstance, deps: { read: ReadStore; clock: Clock; views?: ViewCache }): void {
  app.decorateRequest('auth', null as never);
  const hashes = new TokenHashes();
  app.addHook('onRequest', async (request) => {
    request.auth = { user: null, sessionHash: null };
    if (!request.url.startsWith('/_api/')) return;
    const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
    if (!token) return;
    const sessionHash = hashes.of(token);
    const user = await userForSession(deps.read, sessionHash, deps.clock.now(), deps.views);
    request.auth = { user, sessionHash: user ? sessionHash : null };
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
