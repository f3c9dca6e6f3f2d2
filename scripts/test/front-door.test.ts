import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { freePort } from '../../e2e/support/server';
import { playJourney, type Transport } from './api-journey';

/**
 * The front door as compose ships it: Debian's nginx with docker/nginx/shell.conf, only its
 * addresses rewritten (every upstream to one gateway bundle, which serves every context in the
 * embedded mode; the listener to a loopback address that is not localhost, on a port that is not
 * 8080). The API journey goes through it as a browser would, with an Origin on every call, while
 * the gateway keeps compose's PUBLIC_URL: a proxy that forwarded the Host without its port, or
 * anything else the Origin check does not recognise, fails it here.
 */

const root = path.resolve(__dirname, '..', '..');
// Any 127.x address is the loopback; this one is neither localhost nor the address PUBLIC_URL names.
const DOOR_HOST = '127.0.0.2';

function nginxBinary(): { path: string } | { skip: string } {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    const probe = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (probe.status === 0) return { path: candidate };
  }
  return { skip: 'nginx is not installed (apt-get install -y nginx; .ci/run installs it)' };
}

const nginx = nginxBinary();
if ('skip' in nginx) console.warn(`Skipping the nginx front-door suite: ${nginx.skip}.`);

/** The gateway's environment in docker-compose.yml, with the files it mounts mapped to the repository's. */
function composeEnvironment(service: string): Record<string, string> {
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, unknown>; volumes?: string[] }>;
  };
  const spec = compose.services[service] ?? {};
  const mounts = new Map((spec.volumes ?? []).map((v) => v.split(':')).map(([from = '', to = '']) => [to, path.join(root, from)]));
  return Object.fromEntries(Object.entries(spec.environment ?? {}).map(([key, value]) => [key, mounts.get(String(value)) ?? String(value)]));
}

/** shell.conf with its addresses pointed here; everything else (the map, the headers, the locations) as shipped. */
function localShellConf(conf: string, { listen, backend, web }: { listen: string; backend: string; web: string }): string {
  const rewritten = conf
    .replace(/^(\s*)listen 8080;/m, `$1listen ${listen};`)
    .replace(/^(upstream \S+\s*\{\s*server )[\w-]+:8080;/gm, `$1${backend};`)
    .replace(/proxy_pass http:\/\/mfe-[\w-]+:8080;/g, `proxy_pass http://${backend};`)
    .replace(/^(\s*)root \S+;/m, `$1root ${web};`);
  if (!rewritten.includes(`listen ${listen};`) || /server [\w-]+:8080;/.test(rewritten)) {
    throw new Error('shell.conf changed shape: this suite no longer knows where its addresses are');
  }
  return rewritten;
}

('skip' in nginx ? describe.skip : describe)("the API journey through the shell's nginx, at another address", () => {
  let base: string;
  let gateway: ChildProcess;
  let door: ChildProcess;
  let doorUrl: string;
  let output = '';

  const collect = (name: string) => (chunk: Buffer) => void (output = (output + `[${name}] ${chunk.toString()}`).slice(-20_000));

  async function until(what: string, ready: () => Promise<boolean>, processes: ChildProcess[]): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const exited = processes.find((p) => p.exitCode !== null);
      if (exited) throw new Error(`${what}: a process exited with ${exited.exitCode}:\n${output}`);
      if (await ready()) return;
      if (Date.now() > deadline) throw new Error(`${what} never became ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    if ('skip' in nginx) return;
    const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.cjs')], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build-server failed:\n${built.stdout}\n${built.stderr}`);
    base = mkdtempSync(path.join(os.tmpdir(), 'il-front-door-'));
    // nginx's workers run as an unprivileged user when started as root: its temporary files go here.
    chmodSync(base, 0o777);
    const data = path.join(base, 'data');
    const web = path.join(base, 'web');
    mkdirSync(data);
    mkdirSync(web);
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Influencer League</title>');
    chmodSync(web, 0o755);

    const gatewayPort = await freePort();
    // Compose's gateway, its PUBLIC_URL (http://localhost:8080) included, in the embedded mode.
    const env = { ...composeEnvironment('gateway'), MODE: 'embedded', DATA_DIR: data, PORT: String(gatewayPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    gateway = spawn(process.execPath, ['--enable-source-maps', 'dist/server/gateway.cjs'], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    gateway.stdout?.on('data', collect('gateway'));
    gateway.stderr?.on('data', collect('gateway'));

    const doorPort = await freePort();
    doorUrl = `http://${DOOR_HOST}:${doorPort}`;
    const shell = localShellConf(readFileSync(path.join(root, 'docker', 'nginx', 'shell.conf'), 'utf8'), {
      listen: `${DOOR_HOST}:${doorPort}`,
      backend: `127.0.0.1:${gatewayPort}`,
      web,
    });
    writeFileSync(path.join(base, 'shell.conf'), shell);
    // What the nginx image's own nginx.conf gives the shipped file: an http block around it.
    writeFileSync(
      path.join(base, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${base}/nginx.pid;`,
        `error_log ${base}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        '  default_type application/octet-stream;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${base}/${kind}-temp;`),
        `  include ${base}/shell.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    door = spawn(nginx.path, ['-p', base, '-c', path.join(base, 'nginx.conf'), '-e', path.join(base, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    door.stdout?.on('data', collect('nginx'));
    door.stderr?.on('data', collect('nginx'));

    await until('the gateway bundle', () => fetch(`http://127.0.0.1:${gatewayPort}/readyz`).then((r) => r.ok, () => false), [gateway, door]);
    await until('nginx', () => fetch(`${doorUrl}/healthz`).then((r) => r.ok, () => false), [gateway, door]);
  }, 120_000);

  afterAll(async () => {
    for (const child of [door, gateway]) {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
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
      console.error(`--- front door ${doorUrl}\n${output}\n${readFileSync(path.join(base, 'error.log'), 'utf8').slice(-5000)}`);
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
