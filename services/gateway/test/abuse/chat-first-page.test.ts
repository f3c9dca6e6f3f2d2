import { streams } from '@il/events';
import fc from 'fast-check';
import { league, member, type Player } from '../support/social-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The newest chat page is kept between polls until a message arrives. Whatever the order of
 * messages and polls, every poll must show exactly the newest messages of the log, and a cursor
 * page what lies before it.
 */
let t: TestApp;
let leagueId: number;
let players: Player[];
let sent = 0;
beforeAll(async () => {
  t = await createTestApp();
  const started = await league(t, 'Host');
  leagueId = started.leagueId;
  players = [started.owner, await member(t, leagueId, 'Guest'), await member(t, leagueId, 'Third')];
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function newestInLog(limit: number): Promise<number[]> {
  const events = await t.deps.store.readStream(streams.chat(leagueId));
  return events.map((e) => (e.data as { messageId: number }).messageId).slice(-limit);
}

describe('the newest chat page between polls', () => {
  it('always shows the newest messages of the log, whatever the order of sends and polls', async () => {
    const step = fc.record({ who: fc.integer({ min: 0, max: 2 }), send: fc.integer({ min: 0, max: 3 }), limit: fc.constantFrom(undefined, 2, 50) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const { who, send, limit } of steps) {
          for (let i = 0; i < send; i += 1) {
            const answer = await players[who]!.post('/_api/league/chat', { leagueId, message: `message ${(sent += 1)}` });
            expect(answer.status).toBe(200);
          }
          const page = await players[(who + 1) % 3]!.get(`/_api/league/chat?leagueId=${leagueId}${limit ? `&limit=${limit}` : ''}`);
          expect(page.status).toBe(200);
          const ids = (page.body.messages as Array<{ id: number }>).map((m) => m.id);
          expect(ids).toEqual(await newestInLog(limit ?? 50));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('leads from the kept page to the older messages with its cursor', async () => {
    for (let i = 0; i < 3; i += 1) await players[0]!.post('/_api/league/chat', { leagueId, message: `older ${i}` });
    const first = await players[1]!.get(`/_api/league/chat?leagueId=${leagueId}&limit=2`);
    const again = await players[2]!.get(`/_api/league/chat?leagueId=${leagueId}&limit=2`);
    expect(again.body).toEqual(first.body);
    const older = await players[1]!.get(`/_api/league/chat?leagueId=${leagueId}&limit=2&cursor=${encodeURIComponent(String(first.body.nextCursor))}`);
    const log = await newestInLog(4);
    expect((older.body.messages as Array<{ id: number }>).map((m) => m.id)).toEqual(log.slice(0, 2));
  });

  it('is still only for members', async () => {
    const { owner: stranger } = await league(t, 'Stranger');
    expect(await stranger.get(`/_api/league/chat?leagueId=${leagueId}`)).toMatchObject({ status: 404, body: { error: 'League not found' } });
  });
});
