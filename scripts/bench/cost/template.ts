// The data folder every counted run starts from (a fresh copy each time), made with the load
// bench's own modules: accounts and sessions seeded into the log with the identity context's
// deciders, then, through the API of a plainly started server (one process), a public league per
// 20 players, a character each, and 20 posts and 50 chat messages per league. Kept per commit and
// player count, so later runs of the same code skip it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Http1Pool } from '../load/http1-pool';
import { seedAccounts } from '../load/seed-accounts';
import { setUpLeagues } from '../load/setup-leagues';
import type { Setup } from './mix';
import { gameReady, gatewayBundle, REPO } from './servers';

export interface Template {
  dir: string;
  /** The data folder to copy. */
  data: string;
  setup(): Setup;
}

export async function ensureTemplate(dir: string, players: number, log: (line: string) => void): Promise<Template> {
  const template: Template = {
    dir,
    data: path.join(dir, 'data'),
    setup: () => JSON.parse(readFileSync(path.join(dir, 'setup.json'), 'utf8')) as Setup,
  };
  if (existsSync(path.join(dir, 'setup.json'))) return template;
  log(`making the data folder of ${players} players in ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(template.data, { recursive: true });
  let t = Date.now();
  const accounts = await seedAccounts(template.data, players);
  log(`  seeded ${accounts.length} accounts in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const port = 18400 + Math.floor(Math.random() * 100);
  const serverLog = path.join(dir, 'server.log');
  const fd = openSync(serverLog, 'w');
  const child = spawn(process.execPath, [gatewayBundle()], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: template.data, LOG_LEVEL: 'warn', WORKERS: '1' },
    stdio: ['ignore', fd, fd],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start: ${readFileSync(serverLog, 'utf8').slice(-2000)}`);
      if (await gameReady(origin)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    t = Date.now();
    const pool = new Http1Pool(origin, 32);
    const setup = await setUpLeagues(pool, accounts, { leagueSize: 20, postsPerLeague: 20, chatPerLeague: 50, concurrency: 32, avatars: 0 });
    pool.close();
    log(`  ${setup.leagues.length} leagues and ${setup.players.length} characters in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    writeFileSync(path.join(dir, 'setup.json.tmp'), JSON.stringify({ players: setup.players, leagues: setup.leagues, posts: setup.posts }));
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
  // Written last, once the server stopped: its presence says the folder is complete.
  writeFileSync(path.join(dir, 'setup.json'), readFileSync(path.join(dir, 'setup.json.tmp')));
  return template;
}
