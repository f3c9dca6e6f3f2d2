import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { HotReads } from './hot-reads';

/**
 * The HTTP server Fastify would make, with the hot reads asked first (hot-reads.ts): what they
 * leave goes to Fastify's own handler, as every request did before.
 */
export function serverWithHotReads(hotReads: HotReads): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const server = createServer((request, response) => {
      if (!hotReads.answer(request, response, handler)) handler(request, response);
    });
    // As Fastify sets up a server it makes itself (its defaults are filled in by now).
    const timeouts = fastifyOptions as unknown as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
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
