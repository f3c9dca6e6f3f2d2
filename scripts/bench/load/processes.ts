import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'dist/server/gateway.cjs');

export function ensureServerBundle(): void {
  if (existsSync(SERVER_ENTRY)) return;
  console.log('building the server bundle (npm run build:server)…');
  const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-server.cjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build:server failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** CPU seconds (user + system) the process has used so far; null where /proc is missing. */
  cpuSeconds(): number | null;
  logs(): string;
  stop(): Promise<void>;
}

const CLOCK_TICKS = 100;

/** utime + stime of a Linux process, in seconds. */
function cpuOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

async function waitUntil(check: () => Promise<boolean>, child: ChildProcess, logs: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${logs()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start within ${timeoutMs} ms:\n${logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Servers this run started: none may outlive it, however it ends. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(130));

/** Output goes to a file, not through this process, so logging costs this process nothing. */
function spawnServer(args: string[], env: Record<string, string>, logFile: string): { child: ChildProcess; logs: () => string } {
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return { child, logs: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-20_000) : '') };
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** `node dist/server/gateway.cjs` in embedded mode on `dataDir`, as `npm start` runs it. */
export async function startGame(dataDir: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child, logs } = spawnServer(
    [...nodeArgs, SERVER_ENTRY],
    { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    path.join(dataDir, 'server.log'),
  );
  const ready = async () => {
    try {
      const answer = await fetch(`${origin}/readyz`);
      const body = (await answer.json()) as { lag?: Record<string, number> };
      return answer.ok && Object.values(body.lag ?? {}).every((lag) => lag === 0);
    } catch {
      return false;
    }
  };
  await waitUntil(ready, child, logs, 120_000);
  return { origin, child, cpuSeconds: () => cpuOf(child.pid), logs, stop: stopper(child) };
}

/** The bare Fastify baseline. */
export async function startBare(logDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const { child, logs } = spawnServer([path.join(__dirname, 'bare-server.cjs')], { PORT: String(port) }, path.join(logDir, 'bare-server.log'));
  await waitUntil(async () => logs().includes('ready'), child, logs, 30_000);
  return { origin: `http://127.0.0.1:${port}`, child, cpuSeconds: () => cpuOf(child.pid), logs, stop: stopper(child) };
}
