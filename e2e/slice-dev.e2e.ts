import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { launchBrowser, openPage } from './support/browser';
import { freePort, REPO_ROOT, startServer, type RunningServer } from './support/server';
import { api, createCharacter, createLeague, registerPlayer } from './support/social';

/**
 * One slice developed alone, as its team runs it: the slice's dev server (`npm run dev -w
 * @il/mfe-social`) and the shell's (`REMOTES=mfe-social npm run dev -w @il/shell`) against a
 * running gateway. The shell takes mfe-social from its dev server and the other slices from the
 * gateway, and the league's live updates reach the page through the dev servers' proxies.
 */

jest.setTimeout(240_000);

const WEBPACK = path.join(REPO_ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js');

interface DevServer {
  url: string;
  process: ChildProcess;
  logs(): string;
}

async function devServer(workspace: string, port: number, env: Record<string, string>): Promise<DevServer> {
  let output = '';
  const child = spawn(process.execPath, [WEBPACK, 'serve', '--config', 'webpack.config.cjs', '--mode', 'development', '--port', String(port)], {
    cwd: path.join(REPO_ROOT, workspace),
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  // Ready once it answers a page: webpack-dev-middleware holds requests until the first compile ends.
  while (!(await fetch(url).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the ${workspace} dev server never answered:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, process: child, logs: () => output };
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

let server: RunningServer;
let slice: DevServer;
let shell: DevServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  const [slicePort, shellPort] = [await freePort(), await freePort()];
  [slice, shell] = await Promise.all([
    devServer('mfe-social', slicePort, { GATEWAY_URL: server.url }),
    devServer('shell', shellPort, { GATEWAY_URL: server.url, REMOTES: 'mfe-social', MFE_SOCIAL_PORT: String(slicePort) }),
  ]);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([stop(slice?.process), stop(shell?.process)]);
  await server?.stop();
});

describe('one slice developed alone', () => {
  it("serves mfe-social from its dev server inside the shell's, the other slices from the gateway, live updates included", async () => {
    const ava = await openPage(browser, shell.url);
    const kai = await openPage(browser, shell.url);
    const entries: string[] = [];
    ava.page.on('request', (request) => {
      if (/remoteEntry\.js/.test(request.url())) entries.push(request.url());
    });
    await registerPlayer(ava.page, 'Ava Dev');
    const leagueId = await createLeague(ava.page, 'Dev Villa');
    await createCharacter(ava.page, leagueId, '@AvaDev', { join: false });
    await registerPlayer(kai.page, 'Kai Dev');
    await createCharacter(kai.page, leagueId, '@KaiDev', { join: true });

    // mfe-league's dashboard comes from the gateway, through the shell's dev proxy.
    await ava.page.goto(`/leagues/${leagueId}`);
    await ava.page.getByRole('heading', { level: 1, name: 'Dev Villa Dashboard' }).waitFor();
    // mfe-social's chat comes from its own dev server.
    await ava.page.goto(`/leagues/${leagueId}/chat`);
    await ava.page.getByRole('heading', { level: 1, name: 'League Chat' }).waitFor();
    expect(entries).toEqual(expect.arrayContaining([`${slice.url}/remoteEntry.js`]));
    expect(entries.filter((entry) => entry.startsWith(shell.url)).some((entry) => /mfe-league/.test(entry))).toBe(true);

    await ava.page.getByTestId('live-badge').filter({ hasText: 'Live' }).waitFor({ timeout: 10_000 });
    const text = 'Straight from the dev server';
    await api(kai.page, 'POST', '/_api/league/chat', { leagueId, message: text });
    await ava.page.getByTestId('chat-message').filter({ hasText: text }).waitFor({ timeout: 5000 });
    await screenshot(ava.page, 'slice-dev-chat');

    expect(ava.errors).toEqual([]);
    await ava.context.close();
    await kai.context.close();
  });
});
