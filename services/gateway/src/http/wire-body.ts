import { decodeWire } from '@il/contracts';
import { badRequest } from '@il/platform';
import type { FastifyInstance } from 'fastify';

/**
 * Superjson calls send `{ json, meta }`; it is unwrapped before validation so the shared zod
 * schemas see plain values. A plain JSON body (curl, scripts) is accepted as it is.
 */
export function registerWireBody(app: FastifyInstance): void {
  // A callback, not an async hook: a read has no body, and should not pay for a promise here.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.wire !== 'superjson') return done();
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body) && isSuperjsonEnvelope(body)) {
      try {
        request.body = decodeEnvelope(body);
      } catch (error) {
        return done(error as Error);
      }
    }
    done();
  });
}

function isSuperjsonEnvelope(body: object): boolean {
  const keys = Object.keys(body);
  return keys.includes('json') && keys.every((k) => k === 'json' || k === 'meta');
}

/** A client controls `meta`; superjson throws plain errors on meta it cannot apply, which are the client's fault. */
function decodeEnvelope(body: object): unknown {
  try {
    return decodeWire(JSON.stringify(body));
  } catch {
    throw badRequest('Malformed JSON body');
  }
}
