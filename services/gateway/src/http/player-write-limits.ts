import { api } from '@il/contracts';
import { AppError, MemoryLimits, type Clock, type SharedLimits } from '@il/platform';
import type { FastifyInstance } from 'fastify';

export interface WriteLimit {
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Writes one player may make, per call, beyond the game's own rules (energy, likes a day): one
 * account sent 300 invitations (300 mails with a league name it chose) in half a second, 1,000
 * chat messages in under two, and 8 accounts made 4,664 leagues in two minutes. Each bound is
 * well above what a person playing does; docs/operations.md, "Security", lists them.
 */
export const PLAYER_WRITE_LIMITS: Readonly<Record<string, WriteLimit>> = {
  [`/_api${api.inviteToLeague.path}`]: { max: 30, windowMs: HOUR_MS },
  [`/_api${api.createLeague.path}`]: { max: 10, windowMs: HOUR_MS },
  // A quick talker sends one a second in a burst; a flood sends hundreds.
  [`/_api${api.sendChatMessage.path}`]: { max: 60, windowMs: MINUTE_MS },
  [`/_api${api.postContent.path}`]: { max: 30, windowMs: MINUTE_MS },
  [`/_api${api.likePost.path}`]: { max: 60, windowMs: MINUTE_MS },
};
/** Every other write of a logged-in player (join, create a character, claim, respond, accept...). */
export const OTHER_WRITE_LIMIT: WriteLimit = { max: 60, windowMs: MINUTE_MS };
export const WRITE_LIMIT_MESSAGE = 'Too many actions in a short time. Please wait a moment and try again.';

interface Window {
  count: number;
  startMs: number;
}

/**
 * Counts each player's writes per call in a fixed window, in the shared limits (limits.db in the
 * embedded mode, so `npm start`'s processes count once); past the bound the call answers 429 with
 * Retry-After before its handler runs. The auth calls keep their own per-address limit.
 */
export function registerPlayerWriteLimits(app: FastifyInstance, deps: { limits?: SharedLimits; clock: Clock }): void {
  const limits = deps.limits ?? new MemoryLimits();
  app.addHook('preHandler', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const user = request.auth?.user;
    if (request.method !== 'POST' || !user || !route?.startsWith('/_api/') || route.startsWith('/_api/auth/')) return done();
    const limit = PLAYER_WRITE_LIMITS[route] ?? OTHER_WRITE_LIMIT;
    const nowMs = deps.clock.now().getTime();
    let waitSeconds = 0;
    try {
      limits.update<Window>(`player-writes ${route}`, String(user.id), nowMs, (current) => {
        const window = current && current.startMs + limit.windowMs > nowMs ? current : { count: 0, startMs: nowMs };
        if (window.count >= limit.max) {
          waitSeconds = Math.max(1, Math.ceil((window.startMs + limit.windowMs - nowMs) / 1000));
          return undefined;
        }
        return { value: { count: window.count + 1, startMs: window.startMs }, expiresAtMs: window.startMs + limit.windowMs };
      });
    } catch (error) {
      return done(error instanceof Error ? error : new Error(String(error)));
    }
    done(waitSeconds > 0 ? new AppError(WRITE_LIMIT_MESSAGE, 429, waitSeconds) : undefined);
  });
}
