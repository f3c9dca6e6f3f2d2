import { SETTLED_DAY_MARGIN_MS } from '@il/league';
import { STANDINGS_DAYS } from '@il/projection-standings-by-day';
import { changeStats, createCharacter, createLeague, DAY_MS, HOUR_MS, player, runLifecycle } from './support/league-helpers';
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
type Entry = Record<string, unknown> & { rank: number; characterName: string; previousRank: number | null };
type Answer = { status: number; body: Record<string, unknown> & { standings: Entry[] } };

const day = (client: Client, leagueId: number, n: number | string) =>
  client.get(`/_api/leagues/standings-by-day?leagueId=${leagueId}&day=${n}`) as unknown as Promise<Answer>;
/** A standings row without what the leaderboard does not carry. */
const asLeaderboard = ({ followers: _f, money: _m, relevance: _r, previousRank: _p, ...entry }: Entry) => entry;

/** Kim and Lee in a league that started now; returns the leaderboard as it stood at the end of day 1. */
async function twoDaysOfPlay() {
  const kim = await player(t, 'Kim');
  const lee = await player(t, 'Lee');
  const leagueId = await createLeague(kim, { startDate: NOW, endDate: inDays(7) });
  await lee.post('/_api/leagues/join', { leagueId });
  const kimChar = (await createCharacter(kim, leagueId, { playerName: '@Kim', realityShowBackground: 'survival' })).body as { id: number };
  await createCharacter(lee, leagueId, { playerName: '@Lee', realityShowBackground: 'dating_show' });
  t.clock.advance(5 * HOUR_MS);
  await changeStats(t, kimChar.id, { followers: 300 });
  t.clock.set(new Date(inDays(1).getTime() - 1));
  const endOfDay1 = (await kim.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`)).body as unknown as Entry[];
  t.clock.set(new Date(inDays(1).getTime() + 2 * HOUR_MS));
  await changeStats(t, kimChar.id, { followers: 9000, money: 1000 });
  return { kim, lee, leagueId, kimChar, endOfDay1 };
}

describe('standings by day (the season replayed)', () => {
  it("answers day 1 exactly as the leaderboard stood at its end, and day 2 with who rose and fell", async () => {
    const { kim, lee, leagueId, endOfDay1 } = await twoDaysOfPlay();
    expect(endOfDay1.map((row) => row.characterName)).toEqual(['@Lee', '@Kim']);

    const first = await day(kim, leagueId, 1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ day: 1, lastDay: 2, startsAt: NOW, settled: true });
    expect(first.body.standings.map(asLeaderboard)).toEqual(endOfDay1);
    expect(first.body.standings.map((row) => row.previousRank)).toEqual([null, null]);
    // Kim: 800 at creation, +300 on day 1; money and relevance as created.
    expect(first.body.standings[1]).toMatchObject({ characterName: '@Kim', followers: 1100, money: 300, relevance: 50 });

    const second = await day(lee, leagueId, 2);
    expect(second.body).toMatchObject({ day: 2, lastDay: 2, startsAt: inDays(1), settled: false });
    expect(second.body.standings.map(({ characterName, rank, previousRank }) => [characterName, rank, previousRank])).toEqual([
      ['@Kim', 1, 2],
      ['@Lee', 2, 1],
    ]);
    // Today is the leaderboard as it stands.
    const board = (await lee.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`)).body as unknown as Entry[];
    expect(second.body.standings.map(asLeaderboard)).toEqual(board);
  });

  it('follows today as it changes, while a settled day stays as it was', async () => {
    const { kim, leagueId, kimChar } = await twoDaysOfPlay();
    const before = await day(kim, leagueId, 2);
    const day1 = await day(kim, leagueId, 1);
    await changeStats(t, kimChar.id, { followers: 5000 });
    const after = await day(kim, leagueId, 2);
    expect(after.body.standings[0]).toMatchObject({ characterName: '@Kim', followers: (before.body.standings[0]?.followers as number) + 5000 });
    expect((await day(kim, leagueId, 1)).body).toEqual(day1.body);

    // Long after midnight, the settled day is kept for good and still answers the same, with
    // today's lastDay.
    t.clock.advance(DAY_MS + SETTLED_DAY_MARGIN_MS);
    const later = await day(kim, leagueId, 1);
    expect(later.body).toEqual({ ...day1.body, lastDay: 3 });
    expect((await day(kim, leagueId, 1)).body).toEqual(later.body);

    // Kept per league and day: a new event of the league drops today's answer, not day 1's.
    const find = jest.spyOn(t.deps.read, 'find');
    const standingsReads = () => find.mock.calls.filter(([collection]) => collection === STANDINGS_DAYS).length;
    await changeStats(t, kimChar.id, { followers: 10 });
    await day(kim, leagueId, 1);
    expect(standingsReads()).toBe(0);
    await day(kim, leagueId, 3);
    await day(kim, leagueId, 3);
    expect(standingsReads()).toBe(1);
    await changeStats(t, kimChar.id, { followers: 10 });
    await day(kim, leagueId, 3);
    await day(kim, leagueId, 1);
    expect(standingsReads()).toBe(2);
  });

  it('ends on the day the league completed, with its final standings', async () => {
    const { kim, leagueId } = await twoDaysOfPlay();
    t.clock.set(inDays(7));
    expect((await runLifecycle(t)).completed).toEqual([leagueId]);
    const results = (await kim.get(`/_api/leagues/final-results?leagueId=${leagueId}`)).body as { standings: Entry[] };
    const last = await day(kim, leagueId, 7);
    expect(last.body).toMatchObject({ day: 7, lastDay: 7, settled: true });
    expect(last.body.standings.map(asLeaderboard)).toEqual(results.standings);
    // Days go on after the end; the league's do not.
    t.clock.advance(3 * DAY_MS);
    expect(await day(kim, leagueId, 8)).toMatchObject({ status: 400, body: { error: "Day 8 has not been played: this league's days so far are 1 to 7" } });
  });

  it('shows members only: an outsider gets the same 404 as for a league that does not exist, a visitor 401', async () => {
    const { leagueId } = await twoDaysOfPlay();
    const outsider = await player(t, 'Zed');
    expect(await day(outsider, leagueId, 1)).toMatchObject({ status: 404, body: { error: 'League not found' } });
    expect(await day(outsider, 999, 1)).toMatchObject({ status: 404, body: { error: 'League not found' } });
    expect(await outsider.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`)).toMatchObject({ status: 404, body: { error: 'League not found' } });
    expect((await day(new Client(t.app), leagueId, 1)).status).toBe(401);
  });

  it.each([['0'], ['-1'], ['1.5'], ['two'], [''], ['100001']])('refuses day=%j with a 400 and a message', async (value) => {
    const { kim, leagueId } = await twoDaysOfPlay();
    const answer = await day(kim, leagueId, value);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.error).toBe('string');
  });

  it('answers the latest day when none is asked for, and refuses a day not played yet with the days there are', async () => {
    const { kim, leagueId } = await twoDaysOfPlay();
    const latest = await kim.get(`/_api/leagues/standings-by-day?leagueId=${leagueId}`);
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual((await day(kim, leagueId, 2)).body);
    expect(await day(kim, leagueId, 3)).toMatchObject({
      status: 400,
      body: { error: "Day 3 has not been played: this league's days so far are 1 to 2" },
    });
  });

  it('answers an hour of a day as the standings stood at its end, and refuses an hour not played yet', async () => {
    const { kim, leagueId } = await twoDaysOfPlay();
    const hour = (n: number, h: number | string) => kim.get(`/_api/leagues/standings-by-day?leagueId=${leagueId}&day=${n}&hour=${h}`) as unknown as Promise<Answer>;
    const ranks = (answer: Answer) => answer.body.standings.map(({ characterName, rank, previousRank, followers }) => [characterName, rank, previousRank, followers]);
    // Day 1: both created at hour 0, Kim's +300 at hour 5; Lee leads on the tie-breakers until then and after.
    const start = await hour(1, 0);
    expect(start.body).toMatchObject({ day: 1, hour: 0, lastHour: 23, settled: true });
    expect(ranks(start)).toEqual([['@Lee', 1, null, expect.any(Number)], ['@Kim', 2, null, 800]]);
    expect(ranks(await hour(1, 4))).toEqual([['@Lee', 1, 1, expect.any(Number)], ['@Kim', 2, 2, 800]]);
    expect((await hour(1, 5)).body.standings.find((row) => row.characterName === '@Kim')).toMatchObject({ followers: 1100 });
    // The day's last hour is the day (its moves counted from the hour before, not the day before).
    expect((await hour(1, 23)).body.standings.map(asLeaderboard)).toEqual((await day(kim, leagueId, 1)).body.standings.map(asLeaderboard));
    // Day 2 is at its hour 2: Kim's jump shows from it, and later hours are not played yet.
    const jump = await hour(2, 2);
    expect(jump.body).toMatchObject({ day: 2, hour: 2, lastHour: 2, settled: false });
    expect(ranks(jump)).toEqual([['@Kim', 1, 2, 10100], ['@Lee', 2, 1, expect.any(Number)]]);
    expect(await hour(2, 3)).toMatchObject({ status: 400, body: { error: 'Hour 3 of day 2 has not been played: its hours so far are 0 to 2' } });
    expect((await hour(2, 24)).status).toBe(400);
    expect((await hour(2, 'noon')).status).toBe(400);
  });
});
