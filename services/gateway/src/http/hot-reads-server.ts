import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { HotReads } from './hot-reads';
import { boundRequestTimes, capConnectionsPerAddress, type ClientLimits } from './slow-clients';

/**
 * The HTTP server Fastify would make, with the hot reads asked first (hot-reads.ts): what they
 * leave goes to Fastify's own handler, as every request did before.
 */
export function serverWithHotReads(hotReads: HotReads, limits: ClientLimits, exempt: (address: string) => boolean): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const server = createServer({ connectionsCheckingInterval: limits.checkEveryMs }, (request, response) => {
      if (!hotReads.answer(request, response, handler)) handler(request, response);
    });
    // As Fastify sets up a server it makes itself (its defaults are filled in by now), but with
    // bounds on how long a request may take to arrive, which Fastify leaves off.
    const timeouts = fastifyOptions as unknown as { keepAliveTimeout: number; connectionTimeout: number };
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    boundRequestTimes(server, limits);
    server.setTimeout(timeouts.connectionTimeout);
    capConnectionsPerAddress(server, limits.maxConnectionsPerAddress, exempt);
    return server;
  };
}

/**
 * Closes the server with the app when Fastify did not: it closes a server from a factory only if
 * it listened through `app.listen`, and `npm start` listens through the port-sharing package. Runs
 * after Fastify's own closing, so a server Fastify closed is left alone.
 */
export function closeServerWithApp(app: FastifyInstance): void {
  app.addHook('onClose', (instance, done) => {
    const server = instance.server as Server;
    if (!server.listening) return done();
    server.closeIdleConnections();
    server.close(() => done());
  });
}
