import type { RecordedEvent } from '@il/platform';
import { atMost, auditRolls } from '../audit-rolls/audit';
import { SHADE, star } from '../../services/gateway/test/progression-support';
import { HOUR_MS } from '../../services/gateway/test/support/league-helpers';
import { createTestApp, type TestApp } from '../../services/gateway/test/support/test-app';

/** `npm run audit:rolls`: every post's roll read back from the log, beside the rules' chance on replay. */
let t: TestApp;
let log: RecordedEvent[];

beforeAll(async () => {
  t = await createTestApp();
  const dex = await star(t, 'Dex', 'drama');
  for (let i = 0; i < 12; i += 1) {
    const state = await dex.get(`/_api/game-state?leagueId=${dex.leagueId}`);
    if ((state.body.energy as number) < 15) t.clock.advance(12 * HOUR_MS);
    const posted = await dex.post(`/_api/content/post?leagueId=${dex.leagueId}`, { contentCardId: SHADE, captionSelection: { type: 'thirst' } });
    expect(posted.status).toBe(200);
  }
  log = await t.deps.store.readAll(0, 100_000);
}, 60_000);

afterAll(async () => {
  await t.close();
});

it('reads every roll back, with the chance the rules give on replay', () => {
  const audit = auditRolls(log);
  expect(audit.posts).toHaveLength(12);
  expect(audit.mismatches).toEqual([]);
  expect(audit.posts.every((p) => p.recorded !== 'not recorded')).toBe(true);
  expect(audit.fired).toBe(log.filter((e) => e.type === 'ScandalTriggered').length);
  // A post made while its star's scandal is open is skipped, and the replay agrees it was blocked.
  for (const p of audit.posts) expect(p.blocked).toBe(p.recorded !== 'not recorded' && p.recorded.roll === null);
  expect(audit.fired).toBeGreaterThan(0);
});

it('tells a log written before every roll was recorded: only the scandals are there', () => {
  const audit = auditRolls(log.filter((e) => e.type !== 'ScandalRolled'));
  const fired = audit.posts.filter((p) => p.recorded !== 'not recorded');
  expect(fired.map((p) => p.postId)).toEqual(log.filter((e) => e.type === 'ScandalTriggered').map((e) => (e.data as { postId: number }).postId));
  expect(audit.posts.filter((p) => p.recorded === 'not recorded').length).toBe(12 - fired.length);
});

it('gives the exact chance of so few scandals', () => {
  expect(atMost(0, [0.5, 0.5])).toBeCloseTo(0.25);
  expect(atMost(1, [0.5, 0.5])).toBeCloseTo(0.75);
  expect(atMost(0, Array.from({ length: 15 }, () => 0.3))).toBeCloseTo(0.7 ** 15);
});
