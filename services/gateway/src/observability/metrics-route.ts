import type { FastifyInstance } from 'fastify';
import type { GatewayMetrics } from './metrics';

/** Request rate and latency per route, and the /metrics endpoint in Prometheus text format. */
export function registerMetrics(app: FastifyInstance, metrics: GatewayMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids and query strings would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route };
    metrics.requests.inc({ ...labels, status: String(reply.statusCode) });
    metrics.latency.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
