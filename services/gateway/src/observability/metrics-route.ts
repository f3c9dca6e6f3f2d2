import type { FastifyInstance } from 'fastify';
import type { GatewayMetrics } from './metrics';

/** Request rate and latency per route, and the /metrics endpoint in Prometheus text format. */
export function registerMetrics(app: FastifyInstance, metrics: GatewayMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL: ids and query strings would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') metrics.routes.of(request.method, route).record(reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', async (_request, reply) => {
    const body = await metrics.scrape();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
