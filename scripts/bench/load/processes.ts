import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../../e2e/support/server';
import { CLOCK_TICKS, readThreadTicks, ticksOfStat, type ThreadTicks } from './thread-cpu';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
/** What `npm start` runs after building: one server process per core (WORKERS). */
const START_ENTRY = path.join(REPO_ROOT, 'scripts/start.cjs');

/** Built afresh (under a second), so the bench never measures a server older than the tree. */
export function ensureServerBundle(): void {
  console.log('building the server bundle (npm run build:server)…');
  const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-server.cjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build:server failed');
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** CPU seconds (user + system) the process and its children have used so far; null where /proc is missing. */
  cpuSeconds(): number | null;
  /** Resident memory of the process and its children, in bytes; null where /proc is missing. */
  rssBytes(): number | null;
  /** CPU ticks of every thread of the process and its children (empty where /proc is missing). */
  threadTicks(): ThreadTicks;
  /** The process and its descendants (the starting process and its server processes), as they are now. */
  pids(): number[];
  /** The newest 20,000 characters of its output, or all of it. */
  logs(whole?: boolean): string;
  stop(): Promise<void>;
}

/** A Linux process and its descendants (a multi-process server is a tree). */
function treeOf(pid: number): number[] {
  const found = [pid];
  for (let i = 0; i < found.length; i += 1) {
    try {
      for (const task of readdirSync(`/proc/${found[i]}/task`)) {
        const children = readFileSync(`/proc/${found[i]}/task/${task}/children`, 'utf8').trim();
        if (children) found.push(...children.split(' ').map(Number));
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

function pidsOfTree(pid: number | undefined): number[] {
  return pid === undefined || !existsSync(`/proc/${pid}`) ? [] : treeOf(pid);
}

function ticksOfTree(pid: number | undefined): ThreadTicks {
  return readThreadTicks(pidsOfTree(pid));
}

/** utime + stime of a Linux process and its descendants, in seconds. */
function cpuOf(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  let ticks = 0;
  for (const member of treeOf(pid)) {
    try {
      ticks += ticksOfStat(readFileSync(`/proc/${member}/stat`, 'utf8'));
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks / CLOCK_TICKS;
}

/**
 * Connections the kernel dropped because a listening socket's accept queue was full, on this whole
 * machine since it started (TcpExt ListenOverflows); null where /proc is missing. A dropped
 * connection is tried again by the client seconds later, or reset after it sent its request.
 */
export function listenOverflows(): number | null {
  if (!existsSync('/proc/net/netstat')) return null;
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const names = lines.find((line) => line.startsWith('TcpExt:'))?.split(' ');
  const values = lines.filter((line) => line.startsWith('TcpExt:'))[1]?.split(' ');
  const at = names?.indexOf('ListenOverflows') ?? -1;
  return at > 0 && values ? Number(values[at]) : null;
}

/** VmRSS of a Linux process and its descendants, in bytes. */
function rssOf(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return null;
  let kilobytes = 0;
  for (const member of treeOf(pid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${member}/status`, 'utf8'));
      kilobytes += Number(match?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return kilobytes * 1024;
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
function spawnServer(args: string[], env: Record<string, string>, logFile: string): { child: ChildProcess; logs: (whole?: boolean) => string } {
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  children.add(child);
  child.once('exit', () => children.delete(child));
  const logs = (whole = false) => {
    const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    return whole ? text : text.slice(-20_000);
  };
  return { child, logs };
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

/**
 * How the server's processes share the port, as the starting process said once every one was up
 * (`serving with N processes`): a socket each (SO_REUSEPORT, on Linux), or
 * connections handed out by the starting process, and why. Null before that line.
 */
export function connectionSharing(logs: string): string | null {
  for (const line of logs.split('\n')) {
    if (!line.includes('serving with')) continue;
    try {
      const connections = (JSON.parse(line) as { connections?: unknown }).connections;
      if (typeof connections === 'string') return connections;
    } catch {
      // Not a log line of ours.
    }
  }
  return null;
}

/** `node scripts/start.cjs` in embedded mode on `dataDir`, as `npm start` runs it after its build. */
export async function startGame(dataDir: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child, logs } = spawnServer(
    [...nodeArgs, START_ENTRY],
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
  return { origin, child, cpuSeconds: () => cpuOf(child.pid), rssBytes: () => rssOf(child.pid), threadTicks: () => ticksOfTree(child.pid), pids: () => pidsOfTree(child.pid), logs, stop: stopper(child) };
}

/** The bare Fastify baseline. */
export async function startBare(logDir: string, workers = 1, bodyBytes: Record<string, number> = {}, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const { child, logs } = spawnServer(
    [...nodeArgs, path.join(__dirname, 'bare-server.cjs')],
    { PORT: String(port), WORKERS: String(workers), BODY_BYTES: JSON.stringify(bodyBytes) },
    path.join(logDir, 'bare-server.log'),
  );
  await waitUntil(async () => logs().includes('ready'), child, logs, 30_000);
  return { origin: `http://127.0.0.1:${port}`, child, cpuSeconds: () => cpuOf(child.pid), rssBytes: () => rssOf(child.pid), threadTicks: () => ticksOfTree(child.pid), pids: () => pidsOfTree(child.pid), logs, stop: stopper(child) };
}
