import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { freePort } from '../../e2e/support/server';
import { playJourney, type Transport } from './api-journey';

/**
 * The server image runs the bundles as an unprivileged user over a root-owned app folder (and
 * Kubernetes mounts the root filesystem read-only). This suite does the same without Docker: it
 * builds the bundles, copies them into a folder nobody may write, starts the gateway bundle as
 * user `nobody` with the environment compose gives it, and plays the API journey: every call must
 * answer as in the embedded mode. Anything that writes beside the code (a default data folder, an
 * outbox, a cache) fails here.
 *
 * No engines run here, so the bundle runs in the embedded mode, its data in a volume of its own
 * (DATA_DIR), as the embedded image would; the distributed mode's own engines are rehearsed by
 * `npm run distributed:check` where Docker runs.
 */

const root = path.resolve(__dirname, '..', '..');
const NOBODY = 65534;

/** How to start a process as a non-root user here, or why it cannot be done. */
function nonRootLauncher(): { prefix: string[]; uid: number } | { skip: string } {
  const uid = process.getuid?.() ?? -1;
  if (uid > 0) return { prefix: [], uid };
  if (uid < 0) return { skip: 'this platform has no user ids' };
  const probe = spawnSync('setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', 'id', '-u'], { encoding: 'utf8' });
  if (probe.status !== 0 || probe.stdout.trim() !== String(NOBODY)) {
    return { skip: `running as root, and setpriv cannot switch to user nobody (${(probe.error?.message ?? probe.stderr).trim() || `exit ${probe.status}`})` };
  }
  return { prefix: ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--'], uid: NOBODY };
}

const launcher = nonRootLauncher();
if ('skip' in launcher) console.warn(`Skipping the non-root bundle suite: ${launcher.skip}.`);
const runAs = 'skip' in launcher ? -1 : launcher.uid;

/** The gateway's environment in docker-compose.yml, with the files it mounts mapped to the repository's. */
function composeEnvironment(service: string): Record<string, string> {
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, unknown>; volumes?: string[] }>;
  };
  const spec = compose.services[service] ?? {};
  const mounts = new Map((spec.volumes ?? []).map((v) => v.split(':')).map(([from = '', to = '']) => [to, path.join(root, from)]));
  return Object.fromEntries(Object.entries(spec.environment ?? {}).map(([key, value]) => [key, mounts.get(String(value)) ?? String(value)]));
}

/** Makes a tree read-only for everyone (files 0444, folders 0555). */
function freeze(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) freeze(full);
    else if (entry.isFile()) chmodSync(full, 0o444);
  }
  chmodSync(dir, 0o555);
}

function thaw(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) thaw(path.join(dir, entry.name));
}

const listing = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

('skip' in launcher ? describe.skip : describe)('the server bundles as a non-root user over a read-only app folder', () => {
  let base: string;
  let app: string;
  let child: ChildProcess;
  let url: string;
  let output = '';
  let before: string[];

  beforeAll(async () => {
    if ('skip' in launcher) return;
    const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.cjs')], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build-server failed:\n${built.stdout}\n${built.stderr}`);

    // The image's /app: package.json, the bundles, node_modules; owned by root, writable by nobody.
    base = mkdtempSync(path.join(os.tmpdir(), 'il-nonroot-'));
    chmodSync(base, 0o755);
    app = path.join(base, 'app');
    mkdirSync(app);
    cpSync(path.join(root, 'package.json'), path.join(app, 'package.json'));
    cpSync(path.join(root, 'dist', 'server'), path.join(app, 'dist', 'server'), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(app, 'node_modules'), 'dir');
    freeze(app);
    before = listing(app);
    // The volume the embedded mode keeps its data in.
    const data = path.join(base, 'data');
    mkdirSync(data, { mode: 0o700 });
    if (runAs === NOBODY) chownSync(data, NOBODY, NOBODY);

    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env = { ...composeEnvironment('gateway'), MODE: 'embedded', DATA_DIR: data, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    const [command = process.execPath, ...args] = [...('prefix' in launcher ? launcher.prefix : []), process.execPath, '--enable-source-maps', 'dist/server/gateway.cjs'];
    child = spawn(command, args, { cwd: app, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);

    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the gateway bundle exited with ${child.exitCode}:\n${output}`);
      if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`the gateway bundle never became ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (base) {
      thaw(app);
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('runs as the unprivileged user', () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    expect(/^Uid:\s+(\d+)/m.exec(status)?.[1]).toBe(String(runAs));
    expect(statSync(app).mode & 0o222).toBe(0);
  });

  it('answers every call of the API journey as in the embedded mode, and writes nothing beside the code', async () => {
    const statuses: number[] = [];
    const transport: Transport = async (_to, { method, url: callUrl, body, cookie }) => {
      const response = await fetch(`${url}${callUrl}`, {
        method,
        body,
        headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      });
      statuses.push(response.status);
      return { status: response.status, text: await response.text(), setCookies: response.headers.getSetCookie() };
    };
    try {
      await playJourney(transport);
    } catch (error) {
      console.error(`--- gateway (as uid ${runAs})\n${output}`);
      throw error;
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(listing(app)).toEqual(before);
  }, 120_000);
});
