import { ActiveScandalsResponse, RespondToScandalResponse, ScandalHistoryResponse } from '@il/contracts';
import { HOUR_MS } from './support/league-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { gameState, provokeScandal, runSettlement, star, type Star } from './progression-support';

/** §7 Scandals end to end: triggered by posting, answered once, expiring into history. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const active = async (client: Star) => ActiveScandalsResponse.parse((await client.get(`/_api/scandals/active?leagueId=${client.leagueId}`)).body);
const history = async (client: Star) => ScandalHistoryResponse.parse((await client.get(`/_api/scandals/history?leagueId=${client.leagueId}`)).body);
const respond = (client: Star, body: Record<string, unknown>) => client.post(`/_api/scandals/respond?leagueId=${client.leagueId}`, body);

describe('scandals', () => {
  it('are set off by risky posts, named in the post answer and listed as active with their deadline', async () => {
    const kim = await star(t, 'Kim', 'drama');
    const { scandalId } = await provokeScandal(t, kim);
    const [scandal, ...others] = await active(kim);
    expect(others).toEqual([]);
    expect(scandal).toMatchObject({ id: scandalId, chosenResponse: null });
    expect(['low', 'medium', 'high', 'critical']).toContain(scandal!.severity);
    expect(scandal!.expiresAt.getTime() - scandal!.triggeredAt.getTime()).toBe(36 * HOUR_MS);
    expect(scandal!.description.length).toBeGreaterThan(120);
    expect(await history(kim)).toEqual([]);
  });

  it('take one answer, which moves the stats and the scandal into history', async () => {
    const kim = await star(t, 'Kim', 'drama');
    const { scandalId } = await provokeScandal(t, kim);
    const before = await gameState(kim);
    const answer = await respond(kim, { activeScandalId: scandalId, response: 'apologize' });
    expect(answer.status).toBe(200);
    const result = RespondToScandalResponse.parse(answer.body);
    expect(result).toMatchObject({ scandalId, response: 'apologize' });
    expect(result.followersChange).toBeLessThan(0);
    expect(result.message).toMatch(/^The apology landed: -[\d,]+ followers, -\d+ relevance, \+\d+ authenticity/);
    expect(result.reputationChanges.authenticity).toBeGreaterThan(0);
    const after = await gameState(kim);
    expect(after.followers).toBe((before.followers as number) + result.followersChange);

    expect(await respond(kim, { activeScandalId: scandalId, response: 'double_down' })).toMatchObject({
      status: 409,
      body: { error: 'This scandal has already been handled' },
    });
    expect(await active(kim)).toEqual([]);
    expect(await history(kim)).toEqual([expect.objectContaining({ id: scandalId, chosenResponse: 'apologize' })]);
  });

  it('expire after 36 hours: refused, listed without a response, and settled once by the timed job', async () => {
    const kim = await star(t, 'Kim', 'drama');
    const { scandalId } = await provokeScandal(t, kim);
    const [scandal] = await active(kim);
    t.clock.set(scandal!.expiresAt);
    expect(await active(kim)).toEqual([]);
    expect(await respond(kim, { activeScandalId: scandalId, response: 'ignore' })).toMatchObject({ status: 409, body: { error: 'This scandal has expired' } });
    expect(await history(kim)).toEqual([expect.objectContaining({ id: scandalId, chosenResponse: null })]);

    const before = await gameState(kim);
    expect((await runSettlement(t)).characters).toEqual([kim.characterId]);
    const after = await gameState(kim);
    expect(after.followers).toBeLessThan(before.followers as number);
    expect(after.relevance).toBeLessThan(before.relevance as number);
    expect((await runSettlement(t)).characters).toEqual([]);
    expect(await gameState(kim)).toMatchObject({ followers: after.followers, relevance: after.relevance });
  });

  it.each([
    [{ response: 'ignore' }, 'Required'],
    [{ activeScandalId: 0, response: 'ignore' }, 'Invalid input'],
    [{ activeScandalId: 'one', response: 'ignore' }, 'Invalid input'],
    [{ activeScandalId: 1 }, 'Required'],
    [{ activeScandalId: 1, response: 'cry' }, 'Invalid input'],
  ])('answer %j with 400 %j (§5)', async (body, message) => {
    const kim = await star(t, 'Kim');
    expect(await respond(kim, body)).toMatchObject({ status: 400, body: { error: message } });
  });

  it('answer an unknown scandal, or another player\'s, as not found', async () => {
    const kim = await star(t, 'Kim', 'drama');
    const { scandalId } = await provokeScandal(t, kim);
    const eve = await star(t, 'Eve', 'competition', kim.leagueId);
    expect(await respond(eve, { activeScandalId: scandalId, response: 'ignore' })).toMatchObject({ status: 404, body: { error: 'Scandal not found' } });
    expect(await respond(kim, { activeScandalId: 999_999, response: 'ignore' })).toMatchObject({ status: 404, body: { error: 'Scandal not found' } });
    expect(await active(eve)).toEqual([]);
  });
});
