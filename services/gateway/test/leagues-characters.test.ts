import { changeStats, createCharacter, createLeague, DAY_MS, HOUR_MS, player } from './support/league-helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const NOW = new Date('2026-03-02T10:00:00.000Z');

describe('create character', () => {
  it('creates a character with the starting stats of its background, and the game state shows it', async () => {
    const kim = await player(t, 'Kim');
    const leagueId = await createLeague(kim);
    const created = await createCharacter(kim, leagueId, {
      playerName: '  @KimK  ',
      realityShowBackground: 'lifestyle',
      avatarUrl: 'https://images.example/kim.png',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(Number), leagueId });
    const state = await kim.get(`/_api/game-state?leagueId=${leagueId}`);
    expect(state.body).toEqual({
      id: created.body.id,
      leagueId,
      followers: 1000,
      energy: 95,
      money: 2500,
      relevance: 50,
      day: 1,
      reputation: { authenticity: 40, drama: 40, relatability: 40, aspirational: 75 },
      unlockedPlatforms: [{ platform: 'instagram' }],
      activeBrandDeals: [],
      playerName: '@KimK',
      avatarUrl: 'https://images.example/kim.png',
      realityShowBackground: 'lifestyle',
      dailyLikesGiven: 0,
    });
    // Without a league, the game state is the most recent character's.
    expect((await kim.get('/_api/game-state')).body).toMatchObject({ id: created.body.id, leagueId });
    expect((await kim.get(`/_api/leagues/detail?leagueId=${leagueId}`)).body).toMatchObject({ hasCharacter: true });
  });

  it('allows one character per player per league', async () => {
    const kim = await player(t, 'Kim');
    const leagueId = await createLeague(kim);
    expect((await createCharacter(kim, leagueId)).status).toBe(200);
    expect(await createCharacter(kim, leagueId, { playerName: '@Other' })).toMatchObject({
      status: 409,
      body: { error: 'You already have a character in this league' },
    });
    const both = await Promise.all([createCharacter(kim, await createLeague(kim)), createCharacter(kim, await createLeague(kim))]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
  });

  it('keeps one character when two requests race', async () => {
    const kim = await player(t, 'Kim');
    const leagueId = await createLeague(kim);
    const results = await Promise.all([createCharacter(kim, leagueId, { playerName: '@One' }), createCharacter(kim, leagueId, { playerName: '@Two' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it.each([
    [{ playerName: 'a' }, 'Name must be at least 2 characters long.'],
    [{ playerName: 'x'.repeat(51) }, 'Name cannot be longer than 50 characters.'],
    [{ realityShowBackground: 'talent_show' }, 'Invalid input'],
    [{ avatarUrl: 'javascript:alert(1)' }, 'Invalid input'],
  ])('refuses %j with the message of the spec', async (body, message) => {
    const kim = await player(t, 'Kim');
    const leagueId = await createLeague(kim);
    expect(await createCharacter(kim, leagueId, body)).toMatchObject({ status: 400, body: { error: message } });
  });

  it('joins a public league on the way, but never opens a private one', async () => {
    const kim = await player(t, 'Kim');
    const lee = await player(t, 'Lee');
    const open = await createLeague(kim);
    expect((await createCharacter(lee, open)).status).toBe(200);
    expect((await lee.get('/_api/leagues')).body).toMatchObject([{ id: open, memberCount: 2 }]);
    const closed = await createLeague(kim, { type: 'friends_family' });
    expect(await createCharacter(lee, closed)).toMatchObject({ status: 404, body: { error: 'League not found' } });
  });

  it('refuses a league that is over', async () => {
    const kim = await player(t, 'Kim');
    const leagueId = await createLeague(kim);
    await kim.post('/_api/leagues/cancel', { leagueId });
    expect(await createCharacter(kim, leagueId)).toMatchObject({ status: 409, body: { error: 'This league is not accepting players' } });
  });
});

describe('game state', () => {
  it("tells a member without a character that they don't have one (the dashboard's cue for character creation)", async () => {
    const kim = await player(t, 'Kim');
    const leagueId = await createLeague(kim);
    for (const url of [`/_api/game-state?leagueId=${leagueId}`, '/_api/game-state']) {
      const state = await kim.get(url);
      expect(state.status).toBe(404);
      expect(state.body.error).toContain("You don't have a character");
    }
  });

  it('regenerates energy by the hour and counts the league days from its start', async () => {
    const kim = await player(t, 'Kim');
    const leagueId = await createLeague(kim);
    const { id } = (await createCharacter(kim, leagueId, { realityShowBackground: 'drama' })).body as { id: number };
    await changeStats(t, id, { energy: -50 });
    const energy = async () => (await kim.get(`/_api/game-state?leagueId=${leagueId}`)).body as { energy: number; day: number };
    expect(await energy()).toMatchObject({ energy: 30, day: 1 });
    t.clock.advance(HOUR_MS - 1);
    expect((await energy()).energy).toBe(30);
    t.clock.advance(1);
    expect((await energy()).energy).toBe(31);
    t.clock.advance(30 * 60 * 1000);
    await changeStats(t, id, { energy: -8 });
    // The half hour already accrued still counts towards the next point.
    t.clock.advance(30 * 60 * 1000);
    expect((await energy()).energy).toBe(24);
    t.clock.set(new Date(NOW.getTime() + 3 * DAY_MS));
    expect(await energy()).toMatchObject({ energy: 94, day: 4 });
    t.clock.set(new Date(NOW.getTime() + 5 * DAY_MS));
    expect((await energy()).energy).toBe(100);
  });

  it('refuses to spend energy the character does not have', async () => {
    const kim = await player(t, 'Kim');
    const leagueId = await createLeague(kim);
    const { id } = (await createCharacter(kim, leagueId)).body as { id: number };
    await changeStats(t, id, { energy: -95 });
    await expect(changeStats(t, id, { energy: -8 })).rejects.toThrow('Not enough energy');
  });

  it('unlocks platforms as followers grow', async () => {
    const kim = await player(t, 'Kim');
    const leagueId = await createLeague(kim);
    const { id } = (await createCharacter(kim, leagueId)).body as { id: number };
    await changeStats(t, id, { followers: 60_000 });
    const state = await kim.get(`/_api/game-state?leagueId=${leagueId}`);
    expect(state.body.unlockedPlatforms).toEqual([{ platform: 'instagram' }, { platform: 'tiktok' }, { platform: 'twitter' }, { platform: 'youtube' }]);
  });
});

describe('leaderboard and follower history', () => {
  it('ranks the characters by composite score and re-ranks as stats change', async () => {
    const kim = await player(t, 'Kim');
    const lee = await player(t, 'Lee');
    const leagueId = await createLeague(kim);
    expect((await kim.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`)).body).toEqual([]);
    const kimChar = (await createCharacter(kim, leagueId, { playerName: '@Kim', realityShowBackground: 'survival' })).body as { id: number };
    await createCharacter(lee, leagueId, { playerName: '@Lee', realityShowBackground: 'dating_show', avatarUrl: 'https://images.example/lee.png' });
    const board = await kim.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`);
    // Lee: 2000 followers, 750 money, 60 relevance leads every component: 100.
    // Kim: 800/2000 = 40, 300/750 = 40, 50/60 = 83.33 → 0.5·40 + 0.3·40 + 0.2·83.33 = 48.67.
    expect(board.body).toEqual([
      { userId: lee.id, rank: 1, characterName: '@Lee', avatarUrl: 'https://images.example/lee.png', compositeScore: 100, followersScore: 100, moneyScore: 100, relevanceScore: 100 },
      { userId: kim.id, rank: 2, characterName: '@Kim', avatarUrl: null, compositeScore: 48.67, followersScore: 40, moneyScore: 40, relevanceScore: 83.33 },
    ]);
    await changeStats(t, kimChar.id, { followers: 9200, money: 1000 });
    const after = (await lee.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`)).body as unknown as Array<{ characterName: string; rank: number }>;
    expect(after.map((e) => [e.rank, e.characterName])).toEqual([
      [1, '@Kim'],
      [2, '@Lee'],
    ]);
  });

  it("draws every character's follower growth, a point for its creation and for every change", async () => {
    const kim = await player(t, 'Kim');
    const leagueId = await createLeague(kim);
    const { id } = (await createCharacter(kim, leagueId, { playerName: '@Kim', realityShowBackground: 'competition' })).body as { id: number };
    t.clock.advance(2 * HOUR_MS);
    await changeStats(t, id, { followers: 100 });
    t.clock.advance(DAY_MS);
    await changeStats(t, id, { followers: 400 });
    const history = await kim.get(`/_api/game-state/history?leagueId=${leagueId}`);
    expect(history.body).toEqual({
      leagueId,
      series: [
        {
          userId: kim.id,
          characterId: id,
          playerName: '@Kim',
          avatarUrl: null,
          points: [
            { day: 1, at: NOW, followers: 1200 },
            { day: 1, at: new Date(NOW.getTime() + 2 * HOUR_MS), followers: 1300 },
            { day: 2, at: new Date(NOW.getTime() + 26 * HOUR_MS), followers: 1700 },
          ],
        },
      ],
    });
  });
});
