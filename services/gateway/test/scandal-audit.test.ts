import { AvailableBrandDealsResponse, DailyChallengesResponse } from '@il/contracts';
import type { ScandalRolled } from '@il/events';
import type { Random } from '@il/platform';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HOUR_MS } from './support/league-helpers';
import { like } from './support/social-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { SHADE, star, type Star } from './progression-support';

/**
 * A session like the one audited for missing scandals (docs/rules.md, Scandals): likes, a chat, an
 * accepted brand deal, a claimed challenge, a password reset, a second league, stars created by
 * joining. With dice that always come up 0 every post must set off a scandal (each is answered at
 * once, so none is skipped for an open one): none of those states may keep the dice still.
 */
const ALWAYS: Random = { next: () => 0 };
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({}, ALWAYS);
});
afterEach(async () => {
  await t.close();
});

const rollOf = async (postId: number) => {
  const events = await t.deps.store.readAll(0, 100_000);
  return events.find((e) => e.type === 'ScandalRolled' && (e.data as ScandalRolled['data']).postId === postId)?.data as ScandalRolled['data'] | undefined;
};

/** A risky thirsty story, answered at once; answers the post's recorded roll. */
async function postAndAnswer(client: Star, contentCardId = SHADE, caption = 'thirst'): Promise<ScandalRolled['data']> {
  const state = await client.get(`/_api/game-state?leagueId=${client.leagueId}`);
  if ((state.body.energy as number) < 25) t.clock.advance(24 * HOUR_MS);
  const posted = await client.post(`/_api/content/post?leagueId=${client.leagueId}`, { contentCardId, captionSelection: { type: caption } });
  expect(posted.status).toBe(200);
  const postId = posted.body.postId as number;
  expect(posted.body.triggeredScandalId).toBe(postId);
  const answered = await client.post(`/_api/scandals/respond?leagueId=${client.leagueId}`, { activeScandalId: postId, response: 'apologize' });
  expect(answered.status).toBe(200);
  return (await rollOf(postId))!;
}

it('rolls, and fires, for every post whatever else the players did', async () => {
  const alice = await star(t, 'Alice', 'drama');
  const bob = await star(t, 'Bob', 'dating_show', alice.leagueId);
  const rolls: Array<ScandalRolled['data']> = [await postAndAnswer(alice)];

  // Likes and chat.
  expect((await like(bob, bob.leagueId, rolls[0]!.postId)).status).toBe(200);
  expect((await bob.post('/_api/league/chat', { leagueId: bob.leagueId, message: 'Who did what now?' })).status).toBeLessThan(300);
  rolls.push(await postAndAnswer(bob), await postAndAnswer(alice));

  // An accepted brand deal: the next post counts for it and still rolls.
  const [offer] = AvailableBrandDealsResponse.parse((await alice.get(`/_api/brand-deals/available?leagueId=${alice.leagueId}`)).body);
  expect((await alice.post(`/_api/brand-deals/accept?leagueId=${alice.leagueId}`, { brandDealId: offer!.id })).status).toBe(200);
  rolls.push(await postAndAnswer(alice));

  // A claimed challenge, after enough posts of the day to complete one.
  let claimed = false;
  for (let i = 0; i < 6 && !claimed; i += 1) {
    const open = DailyChallengesResponse.parse((await alice.get(`/_api/challenges/daily?leagueId=${alice.leagueId}`)).body);
    const done = open.find((c) => c.status === 'completed' && c.completedAt === null);
    if (done) {
      expect((await alice.post(`/_api/challenges/complete?leagueId=${alice.leagueId}`, { dailyChallengeId: done.id })).status).toBe(200);
      claimed = true;
    } else {
      rolls.push(await postAndAnswer(alice, 201, 'safe'));
    }
  }
  expect(claimed).toBe(true);
  rolls.push(await postAndAnswer(alice));

  // A password reset, and a session started again with the new password.
  expect((await bob.post('/_api/auth/send-password-reset', { email: 'bob@example.com' })).status).toBe(200);
  const outbox = path.join(t.dataDir, 'outbox');
  const mail = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8')).find((m) => m.includes('reset-password'))!;
  const token = decodeURIComponent(/token=([^\s]+)/.exec(mail)![1]!);
  expect((await bob.post('/_api/auth/complete-password-reset', { token, password: 'N3w-password' })).status).toBe(200);
  expect((await bob.login('bob@example.com', 'N3w-password')).status).toBe(200);
  rolls.push(await postAndAnswer(bob));

  // A second league of the first star's, and stars who join by creating a character.
  await star(t, 'Owner2', 'competition');
  const dave = await star(t, 'Dave', 'drama', alice.leagueId);
  rolls.push(await postAndAnswer(dave), await postAndAnswer(dave), await postAndAnswer(alice));

  for (const roll of rolls) expect(roll).toMatchObject({ fired: true, skipped: null, roll: 0, rolls: [0, 0, 0] });
  expect(rolls.length).toBeGreaterThanOrEqual(9);
});
