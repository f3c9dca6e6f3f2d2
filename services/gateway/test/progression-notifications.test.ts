import { AcceptBrandDealResponse, AvailableBrandDealsResponse, MarkNotificationsReadResponse, NotificationsResponse } from '@il/contracts';
import { changeStats, createCharacter, HOUR_MS, player } from './support/league-helpers';
import { Client, createTestApp, type TestApp } from './support/test-app';
import { post, provokeScandal, star, type Star } from './progression-support';

/** The league's notifications end to end: what events and time bring, read marks, and who may read them. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const list = async (client: Star) => {
  const answer = await client.get(`/_api/progression/notifications?leagueId=${client.leagueId}`);
  expect(answer.status).toBe(200);
  return NotificationsResponse.parse(answer.body);
};
const markRead = (client: Client, body: Record<string, unknown>) => client.post('/_api/progression/notifications/read', body);
const kinds = (answer: NotificationsResponse) => answer.notifications.map((n) => n.kind);

async function joinAs(name: string, leagueId: number): Promise<Star> {
  const client = await player(t, name);
  expect((await client.post('/_api/leagues/join', { leagueId })).status).toBe(200);
  const created = await createCharacter(client, leagueId, { playerName: `@${name}`, realityShowBackground: 'competition' });
  expect(created.status).toBe(200);
  return Object.assign(client, { leagueId, characterId: created.body.id as number });
}

describe('notifications', () => {
  it('tell a star that a scandal broke, unread until marked read', async () => {
    const kim = await star(t, 'Kim', 'drama');
    const { scandalId } = await provokeScandal(t, kim);
    const answer = await list(kim);
    const scandal = answer.notifications.find((n) => n.kind === 'scandal');
    expect(scandal).toMatchObject({ id: `${kim.characterId}-scandal-${scandalId}`, read: false });
    expect(scandal!.title).toMatch(/^Scandal: /);
    expect(answer.unreadCount).toBe(answer.notifications.filter((n) => !n.read).length);

    const newest = answer.notifications[0]!.at;
    const marked = await markRead(kim, { leagueId: kim.leagueId, readThrough: newest });
    expect(marked.status).toBe(200);
    expect(MarkNotificationsReadResponse.parse(marked.body)).toEqual({ unreadCount: 0, readThrough: newest });
    const after = await list(kim);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    // Marking the same again is no new event, and an older mark does not unread anything.
    await expect(markRead(kim, { leagueId: kim.leagueId, readThrough: new Date(newest.getTime() - HOUR_MS) })).resolves.toMatchObject({ status: 200, body: { unreadCount: 0, readThrough: newest } });
  });

  it('announce energy full again, the daily reset and a deal about to expire, from the clock when read', async () => {
    const kim = await star(t, 'Kim');
    await post(kim);
    const offers = AvailableBrandDealsResponse.parse((await kim.get(`/_api/brand-deals/available?leagueId=${kim.leagueId}`)).body);
    const deal = AcceptBrandDealResponse.parse((await kim.post(`/_api/brand-deals/accept?leagueId=${kim.leagueId}`, { brandDealId: offers[0]!.id })).body).deal;
    const first = await list(kim);
    expect(kinds(first)).toEqual([]);
    // Next due: energy, 5 spent at 10:00, full at 15:00 (before the midnight reset and the deal's warning).
    expect(first.nextAt).toEqual(new Date('2026-03-02T15:00:00.000Z'));

    t.clock.set(new Date('2026-03-02T15:00:00.000Z'));
    expect(await list(kim)).toMatchObject({ unreadCount: 1, notifications: [{ kind: 'energy_full', title: 'Energy full again', at: new Date('2026-03-02T15:00:00.000Z') }] });

    t.clock.set(new Date('2026-03-03T00:30:00.000Z'));
    expect(kinds(await list(kim))).toEqual(['challenges_reset', 'energy_full']);

    const warnAt = new Date(deal.expiresAt!.getTime() - 12 * HOUR_MS);
    t.clock.set(warnAt);
    const warned = await list(kim);
    expect(warned.notifications[0]).toMatchObject({ kind: 'deal_expiring', title: `${deal.brandName} deal expires soon`, at: warnAt, read: false });
    expect(warned.unreadCount).toBe(3);

    // Read now: the same notifications stay, read; the ids do not move between reads.
    await markRead(kim, { leagueId: kim.leagueId, readThrough: warned.notifications[0]!.at });
    const read = await list(kim);
    expect(read.unreadCount).toBe(0);
    expect(read.notifications.map((n) => n.id)).toEqual(warned.notifications.map((n) => n.id));
  });

  it('tell a star a rival passed them, and only that star', async () => {
    const kim = await star(t, 'Kim');
    const lee = await joinAs('Lee', kim.leagueId);
    // Kim created first leads the tie; Lee's followers take the lead.
    await changeStats(t, lee.characterId, { followers: 500 });
    const kims = await list(kim);
    expect(kims.notifications).toEqual([expect.objectContaining({ kind: 'rival_passed', title: '@Lee passed you on the leaderboard', body: 'You are now #2.', read: false })]);
    expect(kinds(await list(lee))).toEqual([]);
  });

  it('a read mark from the future counts as now: what comes later is unread', async () => {
    const kim = await star(t, 'Kim');
    const lee = await joinAs('Lee', kim.leagueId);
    const answer = await markRead(kim, { leagueId: kim.leagueId, readThrough: '2030-01-01T00:00:00.000Z' });
    expect(answer.body).toEqual({ unreadCount: 0, readThrough: t.clock.now() });
    t.clock.advance(60_000);
    await changeStats(t, lee.characterId, { followers: 500 });
    expect((await list(kim)).unreadCount).toBe(1);
  });

  it("are each player's own: another league's player is refused, bad input is a 400, no session a 401", async () => {
    const kim = await star(t, 'Kim', 'drama');
    await provokeScandal(t, kim);
    const outsider = await star(t, 'Zed');
    const lee = await joinAs('Lee', kim.leagueId);

    expect(await outsider.get(`/_api/progression/notifications?leagueId=${kim.leagueId}`)).toMatchObject({ status: 404, body: { error: 'League not found' } });
    expect(await markRead(outsider, { leagueId: kim.leagueId, readThrough: t.clock.now() })).toMatchObject({ status: 404, body: { error: 'League not found' } });
    // A fellow member sees their own list, never Kim's scandal.
    expect(kinds(await list(lee))).not.toContain('scandal');
    expect((await markRead(lee, { leagueId: kim.leagueId, readThrough: t.clock.now() })).status).toBe(200);
    expect((await list(kim)).unreadCount).toBeGreaterThan(0);

    expect(await kim.get('/_api/progression/notifications?leagueId=abc')).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    expect(await kim.get('/_api/progression/notifications')).toMatchObject({ status: 400, body: { error: 'Required' } });
    expect(await markRead(kim, { leagueId: kim.leagueId, readThrough: 'tomorrow' })).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    expect(await markRead(kim, { readThrough: t.clock.now() })).toMatchObject({ status: 400, body: { error: 'Required' } });
    expect(await new Client(t.app).get(`/_api/progression/notifications?leagueId=${kim.leagueId}`)).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });
});
