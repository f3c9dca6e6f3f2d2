import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A read answered within this time, successfully, is routine: logged at debug, not info. */
export const ROUTINE_READ_MS = 100;
/** The levels at which routine reads are written; below them their details are not even built. */
export const VERBOSE_LEVELS: ReadonlySet<string> = new Set(['debug', 'trace']);

/**
 * One log line per request, written when the answer has gone: method, route, status and time,
 * under the request's correlation id (Fastify's default writes two, one on arrival, one at the
 * end). Polls are nearly all the traffic (§9: 5,000 players send about 2,000 a second) and say
 * nothing an operator reads: a successful read answered within ROUTINE_READ_MS is written at debug
 * level; commands, errors and slow reads at info. /metrics counts every request either way.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const routine = request.method === 'GET' && reply.statusCode < 400 && reply.elapsedTime < ROUTINE_READ_MS;
    if (!routine) request.log.info(details(request, reply), 'request completed');
    else if (VERBOSE_LEVELS.has(request.log.level)) request.log.debug(details(request, reply), 'request completed');
    done();
  });
}

function details(request: FastifyRequest, reply: FastifyReply) {
  return { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 100) / 100 };
}
