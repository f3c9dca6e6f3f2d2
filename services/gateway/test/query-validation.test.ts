import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUERY_MEMO_SIZE, queryKey, rememberingQueries } from '../src/http/query-validation';

/** A route whose schema counts its runs, so the test sees when zod was asked again. */
async function appCounting() {
  let runs = 0;
  const query = z.object({ leagueId: z.string().min(3), limit: z.coerce.number().int().max(50).default(20) }).transform((value) => {
    runs += 1;
    return value;
  });
  const body = z.object({ text: z.string() }).transform((value) => {
    runs += 1;
    return value;
  });
  const app = Fastify();
  app.setValidatorCompiler(rememberingQueries(validatorCompiler));
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/q', { schema: { querystring: query } }, async (request) => ({ query: request.query, frozen: Object.isFrozen(request.query) }));
  typed.post('/q', { schema: { querystring: query, body } }, async (request) => ({ query: request.query, body: request.body }));
  await app.ready();
  return { app, runs: () => runs };
}

describe('rememberingQueries', () => {
  it('runs the schema once for a query it passed, and gives the same value again, frozen', async () => {
    const { app, runs } = await appCounting();
    const first = await app.inject('/q?leagueId=abc');
    const second = await app.inject('/q?leagueId=abc');
    expect(first.json()).toEqual({ query: { leagueId: 'abc', limit: 20 }, frozen: true });
    expect(second.json()).toEqual(first.json());
    expect(runs()).toBe(1);
    expect((await app.inject('/q?leagueId=abd&limit=5')).json()).toEqual({ query: { leagueId: 'abd', limit: 5 }, frozen: true });
    expect(runs()).toBe(2);
    await app.close();
  });

  it('refuses a bad query every time, and keeps nothing of it', async () => {
    const { app, runs } = await appCounting();
    for (let i = 0; i < 3; i += 1) {
      const answer = await app.inject('/q?leagueId=ab');
      expect(answer.statusCode).toBe(400);
    }
    expect((await app.inject('/q?leagueId=abc&limit=500')).statusCode).toBe(400);
    expect(runs()).toBe(0);
    await app.close();
  });

  it('validates a repeated name, and every body, each time', async () => {
    const { app, runs } = await appCounting();
    expect((await app.inject('/q?leagueId=abc&leagueId=abd')).statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/q?leagueId=abc', payload: { text: 'hi' } });
    await app.inject({ method: 'POST', url: '/q?leagueId=abc', payload: { text: 'hi' } });
    // The query once (kept), the body twice.
    expect(runs()).toBe(3);
    await app.close();
  });

  it('tells apart queries whose names and values run together', () => {
    expect(queryKey({ a: 'bc' })).not.toBe(queryKey({ ab: 'c' }));
    expect(queryKey({ a: 'b', c: 'd' })).not.toBe(queryKey({ a: 'b\u0001c', '': 'd' }));
    expect(queryKey({ a: ['1', '2'] })).toBeNull();
    expect(queryKey(null)).toBeNull();
  });

  it('keeps at most QUERY_MEMO_SIZE queries, then starts afresh', async () => {
    const { app, runs } = await appCounting();
    for (let i = 0; i <= QUERY_MEMO_SIZE; i += 1) await app.inject(`/q?leagueId=league-${i}`);
    expect(runs()).toBe(QUERY_MEMO_SIZE + 1);
    // The first ones went with the clearing; the newest is still known.
    await app.inject(`/q?leagueId=league-${QUERY_MEMO_SIZE}`);
    expect(runs()).toBe(QUERY_MEMO_SIZE + 1);
    await app.inject('/q?leagueId=league-0');
    expect(runs()).toBe(QUERY_MEMO_SIZE + 2);
    await app.close();
  });
});
