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
  app.get('/metrics', async (request, reply) => {
    // Every process's metrics merged, unless `?process=this` asks for the answering process's own:
    // what tells the processes apart (which one holds a connection, each one's counters).
    const own = (request.query as { process?: unknown } | undefined)?.process === 'this';
    const body = await (own ? metrics.registry.metrics() : metrics.scrape());
    return reply.type(metrics.registry.contentType).send(body);
  });
}
