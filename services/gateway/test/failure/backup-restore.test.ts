import { spawn } from 'node:child_process';
import { WRITE_BEHIND_DEFAULTS } from '@il/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyDatabase } from '../../../../scripts/backup/sqlite-copy';
import { HttpPlayer } from './support/http-client';
import { ensureServerBundle, REPO_ROOT, startGateway, type GatewayProcess } from './support/server-process';

/**
 * Backups of a server that keeps writing: `npm run backup` mid-write, `npm run restore` into
 * another folder, a server on it that plays on; and the copy `cp -r` takes of a running server's
 * folder, read.db after events.db, whose read models are then ahead of the log: the server started
 * on it must show what it is sent from then on (it answered 200 and showed nothing).
 */
const scratch: string[] = [];
let server: GatewayProcess | undefined;

const folder = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `il-backup-${name}-`));
  scratch.push(dir);
  return dir;
};

afterEach(async () => {
  await server?.kill('SIGKILL');
  server = undefined;
});
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function operator(script: string, dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), `scripts/${script}.ts`, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * A file as `cp -r` copies it, but whole: a plain copy of a file being written may also be torn,
 * which is not what this test is about.
 */
const copyLikeCp = (from: string, to: string, name: string) => copyDatabase(path.join(from, name), path.join(to, name));

async function chatTexts(player: HttpPlayer, leagueId: number): Promise<string[]> {
  const page = await player.get(`/_api/league/chat?leagueId=${leagueId}&limit=100`);
  expect(page.status).toBe(200);
  return (page.body.messages as Array<{ message: string }>).map((m) => m.message);
}

/** The same player, cookie and all (sessions live in the log), on another server. */
async function playsOn(gateway: GatewayProcess, cookie: string, leagueId: number, label: string): Promise<void> {
  const player = new HttpPlayer(gateway.url);
  player.cookie = cookie;
  const sent: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const text = `${label} ${i}`;
    const answer = await player.post('/_api/league/chat', { leagueId, message: text });
    expect(answer.status).toBe(200);
    sent.push(text);
  }
  expect(await chatTexts(player, leagueId)).toEqual(expect.arrayContaining(sent));
  expect(Object.values(await gateway.lag()).every((lag) => lag === 0)).toBe(true);
  player.close();
}

test('a backup taken mid-write restores, and a copy with read.db ahead of events.db plays on', async () => {
  ensureServerBundle();
  const live = folder('live');
  server = await startGateway(live);
  const player = new HttpPlayer(server.url);
  expect((await player.call('POST', '/_api/auth/register_with_password', { email: 'backup@example.com', password: 'Passw0rd!', displayName: 'Backup' }, { wire: 'json' })).status).toBe(200);
  const leagueId = (await player.post('/_api/leagues', { name: 'Backup League', type: 'public' })).body.id as number;
  expect((await player.post('/_api/leagues/create-character', { leagueId, playerName: '@backup', realityShowBackground: 'survival' })).status).toBe(200);

  // Four writers chat without a pause while the copies are taken.
  let writing = true;
  let sent = 0;
  const writers = Array.from({ length: 4 }, async (_, w) => {
    const writer = new HttpPlayer(server!.url);
    writer.cookie = player.cookie;
    while (writing) {
      const answer = await writer.post('/_api/league/chat', { leagueId, message: `writer ${w} message ${sent}` });
      expect(answer.status).toBe(200);
      sent += 1;
    }
    writer.close();
  });
  const until = async (count: number) => {
    while (sent < count) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await until(50);
  const backup = path.join(folder('backups'), 'mid-write');
  const backedUp = await operator('backup', live, [backup]);
  expect(backedUp).toMatchObject({ code: 0 });
  // What `cp -r data` does: events.db first, read.db a moment later, the read models by then
  // further than the log that was copied.
  const copied = folder('cp');
  await copyLikeCp(live, copied, 'events.db');
  const atCopy = sent;
  await until(atCopy + 40);
  // The read models reach their file within seconds of the log (written behind).
  await new Promise((resolve) => setTimeout(resolve, WRITE_BEHIND_DEFAULTS.maxDelayMs + 500));
  await copyLikeCp(live, copied, 'read.db');
  writing = false;
  await Promise.all(writers);
  player.close();
  await server.kill('SIGTERM');
  server = undefined;

  const restored = folder('restored');
  const restore = await operator('restore', restored, [backup]);
  expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Restored') as unknown });
  server = await startGateway(restored);
  await playsOn(server, player.cookie, leagueId, 'after the restore');
  await server.kill('SIGTERM');
  server = undefined;

  server = await startGateway(copied);
  await playsOn(server, player.cookie, leagueId, 'after the copy');
  // The log's lines reach its output on their own time.
  for (let wait = 0; wait < 100 && !/ahead of the event log/.test(server.logs()); wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server.logs()).toMatch(/read model chat is ahead of the event log/);
}, 240_000);
