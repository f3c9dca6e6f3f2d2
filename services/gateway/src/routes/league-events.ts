import { LEAGUE_EVENTS_HEARTBEAT_MS, rawApi } from '@il/contracts';
import { leagueOfMember } from '@il/league';
import { AppError, type ServiceDeps } from '@il/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionView } from '@il/identity';
import { requireUser } from '../http/auth-context';
import { CORRELATION_HEADER } from '../http/correlation-id';
import { API_SECURITY_HEADERS } from '../http/security-headers';
import { LeagueEventSource } from '../live/league-event-source';
import { LeagueHub } from '../live/league-hub';
import { SseConnection } from '../live/sse-connection';

/** More open streams than a player has tabs is a leak or an abuse, not a use. */
export const MAX_STREAMS_PER_USER = 10;
export const TOO_MANY_STREAMS_MESSAGE = 'Too many live connections are open. Close some tabs and try again.';
export const STREAM_METHOD_MESSAGE = 'The live updates are read with GET.';
const STREAM_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform' };

export interface LeagueEventsOptions {
  heartbeatMs?: number;
}

/**
 * GET /_api/league/events?leagueId: the live chat and feed updates of one league. Login and
 * membership are checked before the stream opens, so a refusal is the usual JSON error; from then
 * on the connection belongs to the hub until the client leaves or the server stops.
 */
export function registerLeagueEventRoutes(app: FastifyInstance, deps: ServiceDeps, options: LeagueEventsOptions = {}): void {
  const hub = new LeagueHub({ heartbeatMs: options.heartbeatMs ?? LEAGUE_EVENTS_HEARTBEAT_MS });
  const source = new LeagueEventSource(deps, hub, app.log);
  app.decorate('leagueEventHub', hub);
  // Before the server waits for its connections to end, end the streams, which never would.
  app.addHook('preClose', async () => {
    hub.close();
    await source.stop();
  });

  const call = rawApi.leagueEvents;
  const url = `/_api${call.path}`;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    method: call.method,
    url,
    schema: { querystring: call.query },
    // Fastify's HEAD twin of a GET runs the GET's handler: `curl -I` opened a stream that never
    // answered and counted against the player's streams. HEAD has its own route below.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const user = requireUser(request.auth);
      const { leagueId } = request.query;
      await leagueOfMember(deps.read, leagueId, user.id, deps.views);
      if (hub.connectionsOf(user.id) >= MAX_STREAMS_PER_USER) throw new AppError(TOO_MANY_STREAMS_MESSAGE, 429);
      const now = deps.clock.now();
      const session = request.auth.sessionHash === null ? null : await sessionView(deps.read, request.auth.sessionHash, now, deps.views);
      await source.ensureStarted();

      reply.hijack();
      const connection = new SseConnection(user.id, reply.raw, request.auth.sessionHash);
      // The hooks' headers are on the reply, which a hijacked answer leaves unsent.
      connection.open({ ...API_SECURITY_HEADERS, [CORRELATION_HEADER]: request.id });
      if (session) connection.closeAfter(session.expiresAtMs - now.getTime());
      hub.join(leagueId, connection);
    },
  });
  // What a GET would answer, checked the same way, without opening a stream.
  typed.route({
    method: 'HEAD',
    url,
    schema: { querystring: call.query },
    handler: async (request, reply) => {
      const user = requireUser(request.auth);
      await leagueOfMember(deps.read, request.query.leagueId, user.id, deps.views);
      return reply.headers(STREAM_HEADERS).send();
    },
  });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url,
    handler: async (_request, reply) => reply.status(405).header('allow', 'GET, HEAD').header('cache-control', 'no-store').send({ error: STREAM_METHOD_MESSAGE }),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The open league event streams; `connectionCount` is there for metrics. */
    leagueEventHub: LeagueHub;
  }
}
