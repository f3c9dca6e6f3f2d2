import { LEAGUE_EVENTS_HEARTBEAT_MS, rawApi } from '@il/contracts';
import { leagueOfMember } from '@il/league';
import { AppError, type ServiceDeps } from '@il/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../http/auth-context';
import { LeagueEventSource } from '../live/league-event-source';
import { LeagueHub } from '../live/league-hub';
import { SseConnection } from '../live/sse-connection';

/** More open streams than a player has tabs is a leak or an abuse, not a use. */
export const MAX_STREAMS_PER_USER = 10;
export const TOO_MANY_STREAMS_MESSAGE = 'Too many live connections are open. Close some tabs and try again.';

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
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: `/_api${call.path}`,
    schema: { querystring: call.query },
    handler: async (request, reply) => {
      const user = requireUser(request.auth);
      const { leagueId } = request.query;
      await leagueOfMember(deps.read, leagueId, user.id, deps.views);
      if (hub.connectionsOf(user.id) >= MAX_STREAMS_PER_USER) throw new AppError(TOO_MANY_STREAMS_MESSAGE, 429);
      await source.ensureStarted();

      reply.hijack();
      const connection = new SseConnection(user.id, reply.raw);
      connection.open({ 'x-correlation-id': request.id });
      hub.join(leagueId, connection);
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The open league event streams; `connectionCount` is there for metrics. */
    leagueEventHub: LeagueHub;
  }
}
