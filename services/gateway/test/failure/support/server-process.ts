import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../../e2e/support/server';

export const REPO_ROOT = path.resolve(__dirname, '../../../../..');
/** Produced by `npm run build:server`. */
export const SERVER_ENTRY = path.join(REPO_ROOT, 'dist/server/gateway.cjs');
/** What `npm start` runs after its build: WORKERS server processes. */
export const START_ENTRY = path.join(REPO_ROOT, 'scripts/start.cjs');

/**
 * The bundle the e2e suite and `npm start` run, built afresh (under a second): a bundle left from
 * an earlier build would put yesterday's server under today's tests.
 */
export function ensureServerBundle(): void {
  const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-server.cjs')], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (built.status !== 0 || !existsSync(SERVER_ENTRY)) throw new Error(`npm run build:server failed:\n${built.stdout}\n${built.stderr}`);
}

function ready(url: string): Promise<{ ok: boolean; body: string }> {
  return new Promise((resolve) => {
    const request = get(`${url}/readyz`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ ok: response.statusCode === 200, body }));
    });
    request.on('error', () => resolve({ ok: false, body: '' }));
  });
}

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  logs(): string;
  /** Resolves once the process has exited, with its signal or code. */
  exited: Promise<string>;
  /** The projections' lag from /readyz (events each has yet to apply). */
  lag(): Promise<Record<string, number>>;
  kill(signal: NodeJS.Signals): Promise<string>;
  /** With several processes: the server processes under the one started, by role (leader, follower). */
  workers(): Array<{ pid: number; role: string }>;
}

/** The children of a Linux process, with the WORKER_ROLE each was started with. */
function workersOf(pid: number): Array<{ pid: number; role: string }> {
  const found: Array<{ pid: number; role: string }> = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number)) {
      try {
        const environ = readFileSync(`/proc/${child}/environ`, 'utf8').split('\0');
        found.push({ pid: child, role: environ.find((v) => v.startsWith('WORKER_ROLE='))?.slice(12) ?? 'single' });
      } catch {
        // Exited meanwhile.
      }
    }
  }
  return found;
}

/**
 * Starts the built gateway in embedded mode on `dataDir` and waits until it is ready: one process,
 * or with `workers`, as `npm start` runs it (that many server processes under one that starts them).
 */
export async function startGateway(dataDir: string, env: Record<string, string> = {}, workers = 0): Promise<GatewayProcess> {
  const gateway = await launchGateway(dataDir, env, workers);
  await untilReady(gateway);
  return gateway;
}

/** Waits until the gateway answers /readyz, for 30 s; kills it past that. */
export async function untilReady(gateway: GatewayProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (gateway.child.exitCode !== null) throw new Error(`The server exited with ${gateway.child.exitCode}:\n${gateway.logs()}`);
    if ((await ready(gateway.url)).ok) return;
    if (Date.now() > deadline) {
      await gateway.kill('SIGKILL');
      throw new Error(`The server was not ready within 30 s:\n${gateway.logs()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the built gateway as `startGateway` does, without waiting for it to serve. */
export async function launchGateway(dataDir: string, env: Record<string, string> = {}, workers = 0): Promise<GatewayProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [workers > 0 ? START_ENTRY : SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(workers > 0 ? { WORKERS: String(workers) } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)));
  const gateway: GatewayProcess = {
    url,
    child,
    logs: () => output,
    exited,
    async lag() {
      const { body } = await ready(url);
      return (JSON.parse(body) as { lag: Record<string, number> }).lag;
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    workers: () => (child.pid === undefined ? [] : workersOf(child.pid)),
  };
  return gateway;
}

/**
 * `npm start`'s server of `workers` processes for one test file: started before its tests, once
 * every process serves (the followers start after the leader is ready), and stopped after them,
 * its data removed.
 */
export function servingGatewayForSuite(name: string, workers: number): { server: GatewayProcess; dataDir: string } {
  const suite = { server: undefined as unknown as GatewayProcess, dataDir: '' };
  beforeAll(async () => {
    ensureServerBundle();
    suite.dataDir = mkdtempSync(path.join(tmpdir(), `il-${name}-`));
    suite.server = await startGateway(suite.dataDir, {}, workers);
    const deadline = Date.now() + 30_000;
    while (!suite.server.logs().includes(`serving with ${workers} processes`)) {
      if (Date.now() > deadline) throw new Error(`The followers did not start:\n${suite.server.logs()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(async () => {
    await suite.server?.kill('SIGTERM');
    if (suite.dataDir) rmSync(suite.dataDir, { recursive: true, force: true });
  });
  return suite;
}
