import { LeagueList } from '@il/contracts';
import type { LeagueCancelled, LeagueCompleted } from '@il/events';
import { loadConfig, type RecordedEvent } from '@il/platform';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { openEventStore } from '@il/gateway';
import { createCharacter, createLeague, HOUR_MS, player } from '../../services/gateway/test/support/league-helpers';
import { Client, createTestApp, type TestApp } from '../../services/gateway/test/support/test-app';

/**
 * `npm run admin -- end|cancel <leagueId>` as an operator runs it: a separate process on the data
 * folder of a stopped server, which appends its events to the log; the server started again
 * shows the league ended (with its champion) or cancelled.
 */
const root = path.resolve(__dirname, '..', '..');
let t: TestApp;
let dataDir: string;

const admin = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/admin.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_OPTIONS: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });

async function leagueEvents(leagueId: number): Promise<RecordedEvent[]> {
  const store = openEventStore(loadConfig({ DATA_DIR: dataDir }));
  try {
    return await store.readStream(`league-${leagueId}`);
  } finally {
    await store.close();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  dataDir = t.dataDir;
  // The command runs on the real clock: the leagues are being played now.
  t.clock.set(Date.now());
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('ends a league early with its leader as champion, cancels another, and refuses what cannot be done', async () => {
  const owner = await player(t, 'Owner');
  const now = t.clock.now();
  const month = { startDate: now, endDate: new Date(now.getTime() + 30 * 24 * HOUR_MS) };
  const played = await createLeague(owner, month);
  const abandoned = await createLeague(owner, { ...month, name: 'Abandoned Villa' });
  const created = await createCharacter(owner, played, { playerName: '@Winner' });
  expect(created.status).toBe(200);
  await t.app.close();
  await t.runtime.close();

  const ended = admin('end', String(played));
  expect(ended.stderr).toBe('');
  expect(ended.stdout).toContain(`League ${played} ended now`);
  const cancelled = admin('cancel', String(abandoned));
  expect(cancelled.stdout).toContain(`League ${abandoned} is cancelled`);
  expect(admin('end', String(abandoned))).toMatchObject({ status: 1, stderr: expect.stringContaining('A cancelled league cannot be ended') });
  expect(admin('end', 'x')).toMatchObject({ status: 2, stderr: expect.stringContaining('usage: npm run admin --') });

  const completed = (await leagueEvents(played)).find((e) => e.type === 'LeagueCompleted')?.data as LeagueCompleted['data'];
  expect(completed).toMatchObject({ endedEarly: true, championUserId: owner.id, standings: [expect.objectContaining({ rank: 1, characterName: '@Winner' })] });
  expect(new Date(completed.completedAt).getTime()).toBeLessThan(month.endDate.getTime());
  const cancel = (await leagueEvents(abandoned)).find((e) => e.type === 'LeagueCancelled')?.data as LeagueCancelled['data'];
  expect(cancel).toMatchObject({ cancelledBy: null });

  // The server again, on the same folder: the league list shows both ends.
  t = await createTestApp({ DATA_DIR: dataDir });
  const again = new Client(t.app);
  await again.login('owner@example.com');
  const list = LeagueList.parse((await again.get('/_api/leagues')).body);
  const byId = new Map(list.map((l) => [l.id, l]));
  expect(byId.get(played)).toMatchObject({ status: 'completed', champion: expect.objectContaining({ characterName: '@Winner' }) });
  expect(byId.get(abandoned)).toMatchObject({ status: 'cancelled', champion: null });
  await t.app.close();
  await t.runtime.close();
  rmSync(t.dataDir, { recursive: true, force: true });
}, 120_000);
