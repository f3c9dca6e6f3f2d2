import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { registerRequestLog } from '../../src/observability/request-log';

/** One line per request, with what an operator needs to follow it. */
describe('request log', () => {
  it('writes one line per request with its correlation id, route, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new LogController({ disableRequestLogging: true }), genReqId: () => 'corr-12345678' });
    registerRequestLog(app);
    app.get('/thing', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/thing?leagueId=3' });
    await app.close();
    const requestLines = lines.filter((line) => line.reqId === 'corr-12345678');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url: '/thing?leagueId=3', statusCode: 200 });
    expect(typeof requestLines[0]!.responseTime).toBe('number');
  });
});
