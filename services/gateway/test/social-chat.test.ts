import { player } from './support/league-helpers';
import { league, member } from './support/social-helpers';
import { Client, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const send = (client: Client, leagueId: number, message: unknown) => client.post('/_api/league/chat', { leagueId, message });
const page = (client: Client, query: string) => client.get(`/_api/league/chat?${query}`);

describe('League chat', () => {
  it('sends as the character and lists the message', async () => {
    const { leagueId, owner } = await league(t, 'Kim');
    const sent = await send(owner, leagueId, '  Hello villa!  ');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      id: expect.any(Number),
      message: 'Hello villa!',
      createdAt: new Date('2026-03-02T10:00:00.000Z'),
      character: { id: owner.characterId, playerName: '@Kim', avatarUrl: null, followers: 1200 },
    });
    const fan = await member(t, leagueId, 'Fan');
    expect((await page(fan, `leagueId=${leagueId}`)).body).toEqual({ messages: [sent.body], nextCursor: null });
  });

  it('answers the newest page oldest first, and older pages through the cursor', async () => {
    const { leagueId, owner } = await league(t, 'Kim');
    for (let i = 1; i <= 7; i++) {
      await send(owner, leagueId, `message ${i}`);
      t.clock.advance(1000);
    }
    const texts = (body: Record<string, unknown>) => (body.messages as Array<{ message: string }>).map((m) => m.message);
    const first = await page(owner, `leagueId=${leagueId}&limit=3`);
    expect(texts(first.body)).toEqual(['message 5', 'message 6', 'message 7']);
    // A message sent meanwhile does not shift the older pages.
    await send(owner, leagueId, 'message 8');
    const second = await page(owner, `leagueId=${leagueId}&limit=3&cursor=${first.body.nextCursor as string}`);
    expect(texts(second.body)).toEqual(['message 2', 'message 3', 'message 4']);
    const third = await page(owner, `leagueId=${leagueId}&limit=3&cursor=${second.body.nextCursor as string}`);
    expect(third.body).toMatchObject({ nextCursor: null });
    expect(texts(third.body)).toEqual(['message 1']);
    // The default page holds 50.
    expect(texts((await page(owner, `leagueId=${leagueId}`)).body)).toHaveLength(8);
  });

  it('keeps each league to itself', async () => {
    const a = await league(t, 'Kim');
    const b = await league(t, 'Lee');
    await send(a.owner, a.leagueId, 'in A');
    await send(b.owner, b.leagueId, 'in B');
    expect((await page(a.owner, `leagueId=${a.leagueId}`)).body.messages).toEqual([expect.objectContaining({ message: 'in A' })]);
  });

  it('answers the §5 messages for an empty or a too long message', async () => {
    const { leagueId, owner } = await league(t, 'Kim');
    expect(await send(owner, leagueId, '')).toMatchObject({ status: 400, body: { error: 'Message cannot be empty.' } });
    expect(await send(owner, leagueId, '   ')).toMatchObject({ status: 400, body: { error: 'Message cannot be empty.' } });
    expect(await send(owner, leagueId, 'x'.repeat(501))).toMatchObject({ status: 400, body: { error: 'Message is too long.' } });
    expect((await send(owner, leagueId, 'x'.repeat(500))).status).toBe(200);
    expect((await owner.post('/_api/league/chat', { message: 'hi' })).status).toBe(400);
  });

  it('is for members only; sending needs a character', async () => {
    const { leagueId, owner } = await league(t, 'Kim');
    await send(owner, leagueId, 'members only');
    const outsider = await player(t, 'Outsider');
    expect(await page(outsider, `leagueId=${leagueId}`)).toMatchObject({ status: 404, body: { error: 'League not found' } });
    expect(await send(outsider, leagueId, 'let me in')).toMatchObject({ status: 404, body: { error: 'League not found' } });

    await outsider.post('/_api/leagues/join', { leagueId });
    expect((await page(outsider, `leagueId=${leagueId}`)).body.messages).toHaveLength(1);
    expect(await send(outsider, leagueId, 'hi')).toMatchObject({ status: 404, body: { error: expect.stringContaining("You don't have a character") } });

    const anonymous = new Client(t.app);
    expect(await page(anonymous, `leagueId=${leagueId}`)).toMatchObject({ status: 401 });
    expect(await send(anonymous, leagueId, 'hi')).toMatchObject({ status: 401 });
  });

  it('refuses a cursor it did not make', async () => {
    const { leagueId, owner } = await league(t, 'Kim');
    expect(await page(owner, `leagueId=${leagueId}&cursor=not-a-cursor`)).toMatchObject({ status: 400, body: { error: 'Invalid cursor' } });
  });

  it('closes the chat once the league has ended, and keeps it readable', async () => {
    const { leagueId, owner } = await league(t, 'Kim', { endDate: '2026-03-05T10:00:00.000Z' });
    await send(owner, leagueId, 'last words');
    t.clock.set('2026-03-05T10:00:00.000Z');
    expect(await send(owner, leagueId, 'too late')).toMatchObject({ status: 409, body: { error: 'This league is not active' } });
    expect((await page(owner, `leagueId=${leagueId}`)).body.messages).toHaveLength(1);
  });
});
