import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionView } from '@il/identity';
import { cacheSizes, type Clock, type Config, type ReadStore, type ViewCache } from '@il/platform';
import type { RequestAuth } from './auth-context';
import { cookieValue, KnownSessions } from './session-token';

export const SESSION_COOKIE = 'il_session';
/** A random id of the browser, set at login and registration: the login throttle spares browsers that logged in before. */
export const BROWSER_COOKIE = 'il_browser';
const BROWSER_COOKIE_MS = 400 * 24 * 60 * 60 * 1000;

/** Served beside the API; it answers per player (web-hosting.ts). */
const MANIFEST_PATH = '/remote-manifest.json';

const ANONYMOUS: RequestAuth = Object.freeze({ user: null, sessionHash: null });

/**
 * Resolves the caller once per request, before any route runs. With views, what a token resolved
 * to is kept while it holds (KnownSessions); without, every request reads.
 */
export function registerSessionAuth(app: FastifyInstance, deps: { config: Pick<Config, 'cachePlayers'>; read: ReadStore; clock: Clock; views?: ViewCache }): KnownSessions {
  app.decorateRequest('auth', null as never);
  const known = new KnownSessions(cacheSizes(deps.config.cachePlayers).sessions);
  const resolveSession = async (token: string, now: Date): Promise<RequestAuth> => {
    const hash = known.hashOf(token);
    const view = await sessionView(deps.read, hash, now, deps.views);
    const auth: RequestAuth = view.user ? Object.freeze({ user: view.user, sessionHash: hash }) : ANONYMOUS;
    if (deps.views) known.keep(token, { auth, hash, view });
    return auth;
  };
  // A callback, not an async hook: a session already known is answered without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.auth = ANONYMOUS;
    // The manifest too: a slice's canary is sticky per player.
    if (!request.url.startsWith('/_api/') && request.url !== MANIFEST_PATH) return done();
    const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
    if (!token) return done();
    const now = deps.clock.now();
    const holding = known.holding(token, now.getTime());
    if (holding) {
      request.auth = holding.auth;
      return done();
    }
    resolveSession(token, now).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  });
  return known;
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

/** The caller's browser id, when it sent a well-formed one. */
export function browserIdOf(request: FastifyRequest): string | null {
  const value = cookieValue(request.headers.cookie, BROWSER_COOKIE);
  return value && /^[\w-]{32,64}$/.test(value) ? value : null;
}

export function setBrowserCookie(reply: FastifyReply, browserId: string, now: Date, secure: boolean): void {
  void reply.setCookie(BROWSER_COOKIE, browserId, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/_api/auth/',
    expires: new Date(now.getTime() + BROWSER_COOKIE_MS),
  });
}
