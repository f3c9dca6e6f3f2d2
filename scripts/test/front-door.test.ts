import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeEnvironment, nginxBinary, startFrontDoor, type FrontDoor } from '../../e2e/support/front-door';
import { freePort } from '../../e2e/support/server';
import { playJourney, type Transport } from './api-journey';

/**
 * The front door as compose ships it (e2e/support/front-door.ts): Debian's nginx with
 * docker/nginx/shell.conf, only its addresses rewritten. The API journey goes through it as a
 * browser would, with an Origin on every call, while the gateway keeps compose's PUBLIC_URL: a
 * proxy that forwarded the Host without its port, or anything else the Origin check does not
 * recognise, fails it here. The browser's journey through the same door is e2e/front-door.e2e.ts.
 */

const root = path.resolve(__dirname, '..', '..');

const nginx = nginxBinary();
if ('skip' in nginx) console.warn(`Skipping the nginx front-door suite: ${nginx.skip}.`);

('skip' in nginx ? describe.skip : describe)("the API journey through the shell's nginx, at another address", () => {
  let base: string;
  let gateway: ChildProcess;
  let door: FrontDoor;
  let doorUrl: string;
  let output = '';

  const collect = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));

  beforeAll(async () => {
    if ('skip' in nginx) return;
    const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.cjs')], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build-server failed:\n${built.stdout}\n${built.stderr}`);
    base = mkdtempSync(path.join(os.tmpdir(), 'il-front-door-api-'));
    const data = path.join(base, 'data');
    const web = path.join(base, 'web');
    mkdirSync(data);
    mkdirSync(web);
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Influencer League</title>');
    chmodSync(base, 0o755);
    chmodSync(web, 0o755);

    const gatewayPort = await freePort();
    // Compose's gateway, its PUBLIC_URL (http://localhost:8080) included, in the embedded mode.
    const env = { ...composeEnvironment('gateway'), MODE: 'embedded', DATA_DIR: data, PORT: String(gatewayPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    gateway = spawn(process.execPath, ['--enable-source-maps', 'dist/server/gateway.cjs'], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    gateway.stdout?.on('data', collect);
    gateway.stderr?.on('data', collect);
    const deadline = Date.now() + 60_000;
    while (!(await fetch(`http://127.0.0.1:${gatewayPort}/readyz`).then((r) => r.ok, () => false))) {
      if (gateway.exitCode !== null || Date.now() > deadline) throw new Error(`the gateway bundle never became ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    door = await startFrontDoor(nginx.path, { backendPort: gatewayPort, web });
    doorUrl = door.url;
  }, 120_000);

  afterAll(async () => {
    await door?.stop();
    if (gateway && gateway.exitCode === null) {
      const exited = new Promise((resolve) => gateway.once('exit', resolve));
      gateway.kill('SIGTERM');
      await exited;
    }
    if (base) rmSync(base, { recursive: true, force: true });
  });

  it('plays the whole API journey through the front door, every command with its Origin', async () => {
    const statuses: number[] = [];
    const transport: Transport = async (_to, { method, url, body, cookie }) => {
      const response = await fetch(`${doorUrl}${url}`, {
        method,
        body,
        headers: {
          // A browser names the page's origin on every POST; the page is the front door's.
          ...(method === 'POST' ? { origin: doorUrl } : {}),
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
      });
      statuses.push(response.status);
      return { status: response.status, text: await response.text(), setCookies: response.headers.getSetCookie() };
    };
    try {
      await playJourney(transport);
    } catch (error) {
      console.error(`--- front door ${doorUrl}\n${output}\n${door.logs()}`);
      throw error;
    }
    expect(statuses.filter((s) => s >= 400)).toEqual([]);
  }, 120_000);

  it('serves the manifest from the gateway and its own health through the same door', async () => {
    expect((await fetch(`${doorUrl}/healthz`)).status).toBe(200);
    const manifest = await fetch(`${doorUrl}/remote-manifest.json`);
    expect([manifest.status, Object.keys((await manifest.json()) as Record<string, unknown>)]).toEqual([200, expect.arrayContaining(['remotes'])]);
  });
});
