import type { ApiCall } from '@il/contracts';
import type { CommandContext } from '@il/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAdmin, requireUser, type RequestAuth } from './auth-context';
import { EVENT_POSITION_HEADER, MIN_POSITION_HEADER, MinPositionGate } from './read-your-writes';
import { wireAnswer } from './answer-compression';
import type { HotReadHandler, HotReads } from './hot-reads';

export interface CallInput<C extends ApiCall> {
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  auth: RequestAuth;
  /** Command context: the caller and the request's correlation id. */
  ctx: CommandContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends ApiCall> = (input: CallInput<C>) => Promise<z.input<C['response']>>;

/**
 * Registers one /_api call from its contract: the zod type provider validates query and body
 * with the shared schemas, auth is enforced from the contract's `auth`, and the answer is written
 * in the call's wire format. Handlers therefore hold only the call's own logic.
 */
export function registerCall<C extends ApiCall>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  const minPosition = app.minPositionGate;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = call.method === 'GET' ? { querystring: call.query } : { querystring: call.query, body: call.body };
  typed.route({
    method: call.method,
    url: `/_api${call.path}`,
    schema,
    config: { wire: call.wire },
    handler: async (request, reply) => {
      const auth = request.auth;
      if (call.auth === 'user') requireUser(auth);
      if (call.auth === 'admin') requireAdmin(auth);
      const reached = { position: 0 };
      const ctx: CommandContext = { userId: auth.user?.id ?? null, correlationId: request.id, reached };
      await minPosition.wait(request.headers[MIN_POSITION_HEADER], auth);
      const result = await handler({
        query: request.query as z.output<C['query']>,
        body: request.body as z.output<C['body']>,
        auth,
        ctx,
        request,
        reply,
      });
      const { position } = reached;
      if (reply.sent) return reply;
      reply.header('cache-control', 'no-store');
      if (position > 0) reply.header(EVENT_POSITION_HEADER, String(position));
      if (call.wire === 'json') return reply.type('application/json').send(JSON.stringify(result));
      const answer = wireAnswer(result, request.headers['accept-encoding']);
      reply.type('application/json');
      if (answer.varies) reply.header('vary', 'accept-encoding');
      if (answer.encoding !== null) reply.header('content-encoding', answer.encoding);
      return reply.send(answer.payload);
    },
  });
}

/**
 * Registers a poll that is nearly all the traffic: through Fastify as every call, and in the
 * app's hot reads, which answer it before Fastify when the caller's session is known
 * (hot-reads.ts). Its handler is given no request or reply, so both paths run it alike.
 */
export function registerHotRead<C extends ApiCall>(app: FastifyInstance, call: C, handler: HotReadHandler<C>): void {
  registerCall(app, call, handler);
  app.hotReads.add(call, handler);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The polls answered before Fastify when they can be (hot-reads.ts). */
    hotReads: HotReads;
    /** The runtime's read-your-writes wait (ServiceDeps.awaitProjections), noted per request. */
    awaitProjections(position: number): Promise<void>;
    /** How long a query honours `x-min-position`. */
    minPositionGate: MinPositionGate;
  }
  interface FastifyRequest {
    auth: RequestAuth;
  }
  interface FastifyContextConfig {
    wire?: 'json' | 'superjson';
  }
}
