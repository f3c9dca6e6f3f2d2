import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
/** Produced by `npm run build:server`. */
export const SERVER_ENTRY = path.join(REPO_ROOT, 'dist/server/gateway.cjs');
/** What `npm start` runs after its build. */
const START_ENTRY = path.join(REPO_ROOT, 'scripts/start.cjs');
/**
 * Server processes, as `npm start` runs them (leader and followers: docs/decisions.md); the suites
 * play against two by default, so every screen also proves the processes keep each other in step.
 * E2E_WORKERS=1 runs the single process.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export interface RunningServer {
  url: string;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The server bundle may still be building (npm run build runs it first); wait for the file. */
async function waitForFile(file: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${path.relative(REPO_ROOT, file)} is missing: run npm run build first`);
    await sleep(500);
  }
}

/** One request without keep-alive, so no socket outlives the probe. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number, logs: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${logs()}`);
    if (await answers(`${url}/remote-manifest.json`)) return;
    await sleep(250);
  }
  throw new Error(`The server did not answer within ${timeoutMs} ms:\n${logs()}`);
}

/** Starts the built gateway (embedded mode) on a free port with a throw-away data directory. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  await waitForFile(SERVER_ENTRY, 180_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'il-e2e-'));
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [START_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, WEB_DIST_DIR: REPO_ROOT, WORKERS: String(WORKERS), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const logs = () => output;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => {
        // A server that ignores SIGTERM gets SIGKILL after 5 s; the timer never outlives the exit.
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
      });
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(url, child, 30_000, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, logs, stop };
}

/** An operator command (`npm run admin -- <args>`) against the server's data directory; answers its output. */
export function runAdmin(server: RunningServer, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/admin.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`admin ${args.join(' ')} failed (${code}): ${output}`))));
  });
}

/** npm run admin -- grant <email>. */
export async function grantAdmin(server: RunningServer, email: string): Promise<void> {
  await runAdmin(server, 'grant', email);
}
