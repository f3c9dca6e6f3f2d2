import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { LeagueSetup } from '../bench/load/setup-leagues';
import { mergeResults } from '../bench/load/generators';
import { simulate, type CallSet } from '../bench/load/simulation';

/** Players of one league, with posts to like, against a server that answers every call alike. */
function setupOf(players: number): LeagueSetup {
  return {
    players: Array.from({ length: players }, (_, index) => ({ index, userId: index + 1, leagueId: 1, cookie: `il_session=s${index}` })),
    leagues: [1],
    posts: { 1: Array.from({ length: 20 }, (_, i) => ({ postId: i + 1, userId: (i % players) + 1 })) },
  };
}

describe('bench:load --calls', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    app = Fastify();
    app.all('/*', async () => ({ json: { ok: true } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const run = (calls: CallSet) =>
    simulate(origin, setupOf(2_000), { client: 'polling', calls, startAt: Date.now(), warmupMs: 0, durationMs: 1_500, connections: 8, playersPerSocket: 0 });

  it('makes only the actions, or only the polls, or both', async () => {
    const actions = Object.keys((await run('actions')).stats).sort();
    const polls = Object.keys((await run('polls')).stats).sort();
    const all = new Set(Object.keys((await run('all')).stats));
    expect(actions.length).toBeGreaterThan(0);
    for (const call of actions) expect(['like', 'post', 'sendChat']).toContain(call);
    expect(polls).toEqual(['chat', 'feed', 'gameState', 'leaderboard']);
    for (const call of [...polls, ...actions]) expect(all.has(call)).toBe(true);
  }, 30_000);

  it("reports the generator's own event-loop delay over the window, which a stall of the generator shows in", async () => {
    const stall = setTimeout(() => {
      const until = performance.now() + 150;
      while (performance.now() < until);
    }, 500);
    const stalled = await run('polls');
    clearTimeout(stall);
    expect(stalled.loopDelay.maxMs).toBeGreaterThanOrEqual(140);
    // How long a run without a stall waits is the machine's, not the code's: only the merge is checked on it.
    const quiet = await run('polls');
    expect(mergeResults([quiet, stalled]).loopDelay).toEqual({
      p99Ms: Math.max(quiet.loopDelay.p99Ms, stalled.loopDelay.p99Ms),
      maxMs: Math.max(quiet.loopDelay.maxMs, stalled.loopDelay.maxMs),
    });
  }, 30_000);
});
