import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { registerRequestLog } from '../../src/observability/request-log';
import { lazyRequestLogger } from '../../src/observability/request-logger';

/** Request loggers made into pino's children, in the last `logged`. */
let childrenMade = 0;

/** One line per request, with what an operator needs to follow it; routine reads at debug only. */
async function logged(level: string, request: { method: 'GET' | 'POST'; url: string }) {
  const lines: Array<Record<string, unknown>> = [];
  childrenMade = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => 'corr-12345678',
    // As the gateway makes them (app.ts), over a parent that counts the children made.
    childLoggerFactory(logger, bindings, options, request) {
      const counting = Object.create(logger, {
        child: { value: (...args: Parameters<typeof logger.child>) => ((childrenMade += 1), logger.child(...args)) },
      }) as typeof logger;
      return lazyRequestLogger.call(this, counting, bindings, options, request);
    },
  });
  registerRequestLog(app);
  app.get('/thing', async () => ({ ok: true }));
  app.post('/thing', async () => ({ ok: true }));
  await app.inject(request);
  await app.close();
  return lines.filter((line) => line.reqId === 'corr-12345678');
}

describe('request log', () => {
  it('writes one line per command with its correlation id, route, status and time', async () => {
    const lines = await logged('info', { method: 'POST', url: '/thing?leagueId=3' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'POST', url: '/thing?leagueId=3', statusCode: 200 });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(childrenMade).toBe(1);
  });

  it('writes a failed read at info', async () => {
    const lines = await logged('info', { method: 'GET', url: '/missing' });
    expect(lines).toEqual([expect.objectContaining({ level: 30, statusCode: 404, url: '/missing' })]);
  });

  it('leaves a quick successful read (a poll) out at info, and writes it at debug', async () => {
    expect(await logged('info', { method: 'GET', url: '/thing' })).toHaveLength(0);
    expect(await logged('debug', { method: 'GET', url: '/thing' })).toEqual([
      expect.objectContaining({ level: 20, msg: 'request completed', method: 'GET', statusCode: 200 }),
    ]);
  });

  it("makes a request's own logger only when the request writes a line", async () => {
    expect(await logged('info', { method: 'GET', url: '/thing' })).toHaveLength(0);
    expect(childrenMade).toBe(0);
    await logged('debug', { method: 'GET', url: '/thing' });
    expect(childrenMade).toBe(1);
  });
});
