import { createCharacter, createLeague, DAY_MS, outbox, player, runLifecycle } from './support/league-helpers';
import { Client, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const NOW = new Date('2026-03-02T10:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

describe('create league', () => {
  it('creates a league whose creator is its first member, running a month from now by default', async () => {
    const kim = await player(t, 'Kim');
    const id = await createLeague(kim);
    const list = await kim.get('/_api/leagues');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id,
        name: 'Villa Legends',
        description: 'Islanders only',
        type: 'public',
        maxPlayers: 20,
        memberCount: 1,
        status: 'active',
        startDate: NOW,
        endDate: new Date('2026-04-02T10:00:00.000Z'),
        champion: null,
      },
    ]);
  });

  it('gives a friends-and-family league an invite code that only members see', async () => {
    const kim = await player(t, 'Kim');
    const id = await createLeague(kim, { type: 'friends_family', maxPlayers: 4, startDate: inDays(1), endDate: inDays(8) });
    const detail = await kim.get(`/_api/leagues/detail?leagueId=${id}`);
    expect(detail.body).toMatchObject({ id, type: 'friends_family', status: 'pending', ownerId: kim.id, isMember: true, hasCharacter: false });
    expect(detail.body.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const byCode = await (await player(t, 'Lee')).get(`/_api/leagues/by-invite-code?inviteCode=${String(detail.body.inviteCode).toLowerCase()}`);
    expect(byCode.body).toMatchObject({ id, name: 'Villa Legends', memberCount: 1 });
    expect(byCode.body).not.toHaveProperty('inviteCode');
  });

  it.each([
    [{ name: 'ab' }, 'Name must be at least 3 characters'],
    [{ startDate: inDays(2), endDate: inDays(1) }, 'End date must be after start date'],
    [{ type: 'secret' }, 'Invalid input'],
    [{ maxPlayers: 1 }, 'Invalid input'],
    [{ description: 'x'.repeat(201) }, 'Invalid input'],
    [{ startDate: inDays(-30), endDate: inDays(-1) }, 'End date must be in the future'],
  ])('refuses %j with the message of the spec', async (body, message) => {
    const kim = await player(t, 'Kim');
    const created = await kim.post('/_api/leagues', { name: 'Villa Legends', type: 'public', ...body });
    expect(created.status).toBe(400);
    expect(created.body.error).toBe(message);
  });

  it('answers 401 to a visitor who is not logged in', async () => {
    const created = await new Client(t.app).post('/_api/leagues', { name: 'Villa Legends', type: 'public' });
    expect(created.status).toBe(401);
  });
});

describe('join league', () => {
  it('lets anyone join a public league, once', async () => {
    const kim = await player(t, 'Kim');
    const lee = await player(t, 'Lee');
    const id = await createLeague(kim);
    const joined = await lee.post('/_api/leagues/join', { leagueId: id });
    expect(joined.body).toEqual({ leagueId: id, message: 'Successfully joined league!' });
    const again = await lee.post('/_api/leagues/join', { leagueId: id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ leagueId: id, message: 'You are already a member of this league' });
    expect((await kim.get(`/_api/leagues/detail?leagueId=${id}`)).body.memberCount).toBe(2);
    expect((await lee.get('/_api/leagues')).body).toMatchObject([{ id, memberCount: 2 }]);
  });

  it('needs the invite code for a friends-and-family league', async () => {
    const kim = await player(t, 'Kim');
    const lee = await player(t, 'Lee');
    const id = await createLeague(kim, { type: 'friends_family' });
    const code = (await kim.get(`/_api/leagues/detail?leagueId=${id}`)).body.inviteCode as string;
    // Without the right code a private league answers exactly as an id that does not exist.
    const unknown = await lee.post('/_api/leagues/join', { leagueId: id + 1000 });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'League not found' } });
    for (const inviteCode of [undefined, '', 'WRONG234']) {
      const refused = await lee.post('/_api/leagues/join', { leagueId: id, inviteCode });
      expect({ status: refused.status, body: refused.body }).toEqual({ status: unknown.status, body: unknown.body });
    }
    expect((await lee.post('/_api/leagues/join', { leagueId: id, inviteCode: code })).body).toMatchObject({ message: 'Successfully joined league!' });
  });

  it('refuses a full league, a cancelled one, a completed one and an unknown one', async () => {
    const kim = await player(t, 'Kim');
    const lee = await player(t, 'Lee');
    const max = await player(t, 'Max');
    const full = await createLeague(kim, { maxPlayers: 2 });
    await lee.post('/_api/leagues/join', { leagueId: full });
    expect(await max.post('/_api/leagues/join', { leagueId: full })).toMatchObject({ status: 409, body: { error: 'This league is full' } });

    const cancelled = await createLeague(kim);
    await kim.post('/_api/leagues/cancel', { leagueId: cancelled });
    expect(await max.post('/_api/leagues/join', { leagueId: cancelled })).toMatchObject({ status: 409, body: { error: 'This league is not accepting players' } });

    const short = await createLeague(kim, { startDate: NOW, endDate: inDays(1) });
    t.clock.set(inDays(1));
    await runLifecycle(t);
    expect(await max.post('/_api/leagues/join', { leagueId: short })).toMatchObject({ status: 409, body: { error: 'This league is not accepting players' } });

    expect(await max.post('/_api/leagues/join', { leagueId: 999 })).toMatchObject({ status: 404, body: { error: 'League not found' } });
    expect((await max.post('/_api/leagues/join', { leagueId: 0 })).status).toBe(400);
  });

  it('lists the public leagues a player could join', async () => {
    const kim = await player(t, 'Kim');
    const lee = await player(t, 'Lee');
    const open = await createLeague(kim, { name: 'Open League' });
    await createLeague(kim, { name: 'Private League', type: 'friends_family' });
    const full = await createLeague(kim, { name: 'Full League', maxPlayers: 2 });
    await (await player(t, 'Max')).post('/_api/leagues/join', { leagueId: full });
    const mine = await createLeague(lee, { name: 'Lee League' });
    const listed = await lee.get('/_api/leagues/public');
    expect((listed.body as unknown as Array<{ id: number }>).map((l) => l.id)).toEqual([open]);
    expect((await kim.get('/_api/leagues/public')).body).toMatchObject([{ id: mine }]);
  });
});

describe('invitations', () => {
  it('mails a join link with the league, its code and the address', async () => {
    const kim = await player(t, 'Kim');
    const id = await createLeague(kim, { type: 'friends_family' });
    const code = (await kim.get(`/_api/leagues/detail?leagueId=${id}`)).body.inviteCode as string;
    const sent = await kim.post('/_api/leagues/invite', { leagueId: id, email: 'Friend@Example.com' });
    expect(sent.body).toEqual({ message: 'Invitation sent to friend@example.com' });
    const mail = outbox(t).find((m) => m.startsWith('To: friend@example.com'));
    expect(mail).toContain(`http://localhost:8080/leagues/join?leagueId=${id}&inviteCode=${code}&email=friend%40example.com`);
    expect(mail).toContain('Kim invited you to join Villa Legends on Influencer League');
    expect(mail).toContain('Kim has invited you to compete in the league "Villa Legends"');
  });

  it('refuses an invitation to the sender’s own address with a 400, and mails nothing', async () => {
    const kim = await player(t, 'Kim');
    const id = await createLeague(kim);
    expect(await kim.post('/_api/leagues/invite', { leagueId: id, email: ' KIM@example.com ' })).toMatchObject({ status: 400, body: { error: 'You cannot invite yourself' } });
    expect(outbox(t).filter((m) => m.startsWith('To: kim@example.com'))).toEqual([]);
  });

  it('names the league and the sender to the invited address, signed out, and to nobody else', async () => {
    const kim = await player(t, 'Kim');
    const id = await createLeague(kim, { type: 'friends_family' });
    const code = (await kim.get(`/_api/leagues/detail?leagueId=${id}`)).body.inviteCode as string;
    await kim.post('/_api/leagues/invite', { leagueId: id, email: 'Friend@Example.com' });
    const visitor = new Client(t.app);
    const query = (email: string, inviteCode: string) => `/_api/leagues/invitation?${new URLSearchParams({ leagueId: String(id), email, inviteCode })}`;
    expect(await visitor.get(query('friend@example.com', code))).toMatchObject({ status: 200, body: { leagueName: 'Villa Legends', invitedBy: 'Kim' } });
    expect(await visitor.get(query('stranger@example.com', code))).toMatchObject({ status: 404, body: { error: 'League not found' } });
    expect(await visitor.get(query('friend@example.com', 'WRONGCODE'))).toMatchObject({ status: 404, body: { error: 'League not found' } });
    expect(await visitor.get(`/_api/leagues/invitation?leagueId=${id}&email=nope`)).toMatchObject({ status: 400, body: { error: 'Invalid email address.' } });
  });

  it('refuses an invalid address and non-members', async () => {
    const kim = await player(t, 'Kim');
    const id = await createLeague(kim);
    expect(await kim.post('/_api/leagues/invite', { leagueId: id, email: 'nope' })).toMatchObject({ status: 400, body: { error: 'Invalid email address.' } });
    const lee = await player(t, 'Lee');
    expect(await lee.post('/_api/leagues/invite', { leagueId: id, email: 'a@example.com' })).toMatchObject({ status: 404, body: { error: 'League not found' } });
  });
});

describe('cancel league', () => {
  it('lets only the creator cancel', async () => {
    const kim = await player(t, 'Kim');
    const lee = await player(t, 'Lee');
    const id = await createLeague(kim);
    await lee.post('/_api/leagues/join', { leagueId: id });
    expect(await lee.post('/_api/leagues/cancel', { leagueId: id })).toMatchObject({ status: 403, body: { error: 'Only the league owner can do that' } });
    expect((await kim.post('/_api/leagues/cancel', { leagueId: id })).status).toBe(200);
    expect((await lee.get('/_api/leagues')).body).toMatchObject([{ id, status: 'cancelled' }]);
  });
});

describe('lifecycle', () => {
  it('goes pending → active → completed by the clock, freezing the standings with a champion', async () => {
    const kim = await player(t, 'Kim');
    const lee = await player(t, 'Lee');
    const id = await createLeague(kim, { startDate: inDays(1), endDate: inDays(8) });
    await lee.post('/_api/leagues/join', { leagueId: id });
    await createCharacter(kim, id, { playerName: '@Kim', realityShowBackground: 'survival' });
    await createCharacter(lee, id, { playerName: '@Lee', realityShowBackground: 'dating_show' });
    expect((await kim.get('/_api/leagues')).body).toMatchObject([{ status: 'pending' }]);

    t.clock.set(inDays(1));
    expect((await runLifecycle(t)).started).toEqual([id]);
    expect((await kim.get('/_api/leagues')).body).toMatchObject([{ status: 'active', champion: null }]);
    expect(await kim.get(`/_api/leagues/final-results?leagueId=${id}`)).toMatchObject({
      status: 409,
      body: { error: 'Final results are available once the league is completed' },
    });

    t.clock.set(inDays(8));
    expect((await runLifecycle(t)).completed).toEqual([id]);
    const [league] = (await kim.get('/_api/leagues')).body as unknown as Array<Record<string, unknown>>;
    expect(league).toMatchObject({ status: 'completed', champion: { characterName: '@Lee', userId: lee.id } });
    const results = await kim.get(`/_api/leagues/final-results?leagueId=${id}`);
    expect(results.body).toMatchObject({
      league: { id, status: 'completed' },
      champion: { rank: 1, characterName: '@Lee' },
      standings: [
        { rank: 1, characterName: '@Lee', userId: lee.id },
        { rank: 2, characterName: '@Kim', userId: kim.id },
      ],
    });
    const board = await kim.get(`/_api/leagues/leaderboard?leagueId=${id}`);
    expect(board.body).toEqual((results.body as { standings: unknown }).standings);
    expect((league as { champion: { compositeScore: number } }).champion.compositeScore).toBe(
      (results.body as { champion: { compositeScore: number } }).champion.compositeScore,
    );
    // Nothing moves a second time.
    expect(await runLifecycle(t)).toMatchObject({ started: [], completed: [] });
  });
});
