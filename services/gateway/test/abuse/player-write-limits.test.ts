import { league } from '../support/social-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { PLAYER_WRITE_LIMITS, WRITE_LIMIT_MESSAGE } from '../../src/http/player-write-limits';

/** One account's flood of writes meets a bound per call, answered 429 with Retry-After. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PLAYER_WRITE_LIMITS: 'on' });
});
afterAll(async () => {
  await t.close();
});

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

it.each([
  ['chat messages', '/_api/league/chat', (leagueId: number, i: number) => ({ leagueId, message: `hello ${i}` })],
  ['invitations', '/_api/leagues/invite', (leagueId: number, i: number) => ({ leagueId, email: `friend${i}@example.com` })],
])('takes %s up to the bound, then 429 with Retry-After', async (_, path, body) => {
  const { leagueId, owner } = await league(t, `Owner${path.length}`);
  const max = PLAYER_WRITE_LIMITS[path]!.max;
  const statuses: number[] = [];
  let refused: { status: number; body: Record<string, unknown>; raw: { headers: Record<string, unknown> } } | undefined;
  for (let i = 0; i < max + 3; i += 1) {
    const answer = await owner.post(path, body(leagueId, i));
    statuses.push(answer.status);
    if (answer.status === 429) refused = answer;
  }
  expect(tally(statuses)).toEqual({ 200: max, 429: 3 });
  expect(refused!.body).toEqual({ error: WRITE_LIMIT_MESSAGE });
  expect(Number(refused!.raw.headers['retry-after'])).toBeGreaterThan(0);
  // A window later the player may write again.
  t.clock.advance(PLAYER_WRITE_LIMITS[path]!.windowMs);
  expect((await owner.post(path, body(leagueId, 999))).status).toBe(200);
});
