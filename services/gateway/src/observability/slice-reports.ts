import { SLICE_REPORTS_PATH, SliceReportsRequest } from '@il/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayMetrics } from './metrics';

/** Report requests a client (an address: players behind one NAT share it) may send a minute; each holds up to 10, and a page batches its reports every 3 s. */
export const SLICE_REPORTS_PER_MINUTE = 60;

/**
 * POST /_api/client/slice-reports: the shell's word on the slices it loads. Each report is
 * counted on /metrics (il_slice_reports_total) and every failure logged with its slice, release,
 * the reporting request's correlation id and the player, so an operator sees a bad release from
 * the server's side. Anyone may report (a slice can fail before sign-in); the limit is per client.
 */
export function registerSliceReports(app: FastifyInstance, metrics: GatewayMetrics): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/_api${SLICE_REPORTS_PATH}`,
    schema: { body: SliceReportsRequest },
    config: { rateLimit: { max: SLICE_REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      for (const report of request.body.reports) {
        const release = report.release ?? 'build';
        metrics.sliceReports.inc({ slice: report.slice, release, kind: report.kind });
        if (report.kind !== 'loaded') {
          request.log.warn({ slice: report.slice, release, kind: report.kind, error: report.message, correlationId: request.id, userId: request.auth?.user?.id ?? null }, 'slice failure reported');
        }
      }
      return reply.status(202).header('cache-control', 'no-store').send({ ok: true });
    },
  });
}
