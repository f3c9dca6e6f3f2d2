// Starting the game's server (one process, embedded mode, the built bundle) or the load bench's
// bare Fastify baseline, plainly or under callgrind, on loopback; stopping each by its own pid.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '../../..');

/**
 * The server bundle the runs start: a copy of dist/server made when the bench starts (inside the
 * repository, so its packages resolve from node_modules), so a rebuild during the run's half hour
 * does not change what is measured midway.
 */
let serverDir = path.join(REPO, 'dist/server');
export function snapshotServerBundle(name: string): string {
  const dir = path.join(REPO, 'dist/bench-cost', name, 'server');
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(REPO, 'dist/server'), dir, { recursive: true });
  serverDir = dir;
  return dir;
}
/** Runs a server bundle kept elsewhere (an earlier build's copy, to compare with). */
export function useServerBundle(dir: string): void {
  serverDir = dir;
}
export const gatewayBundle = () => path.join(serverDir, 'gateway.cjs');

export interface Server {
  kind: 'game' | 'bare';
  origin: string;
  pid: number;
  /** callgrind's output file (dumps are numbered `${outFile}.1`, `.2`, ...), or null when run plainly. */
  outFile: string | null;
  readyMs: number;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Counting starts off (turned on after the warm-up, which then runs several times faster);
 * positions uncompressed and names in full, so a dump can be read line by line.
 */
export function callgrindArgs(outFile: string): string[] {
  return [
    'valgrind',
    '--tool=callgrind',
    `--callgrind-out-file=${outFile}`,
    '--instr-atstart=no',
    '--dump-instr=no',
    '--compress-strings=no',
    '--compress-pos=no',
    '--error-limit=no',
    // V8 writes the code it runs: valgrind must notice code changed in place.
    '--smc-check=all-non-file',
    `--log-file=${outFile}.vglog`,
  ];
}

/** Past any run's length. */
export const STORE_BEHIND_MS = 3_600_000;

export async function startServer(options: {
  kind: 'game' | 'bare';
  callgrind: boolean;
  port: number;
  workDir: string;
  /** The game's data folder to copy (a fresh copy per run). */
  template?: string;
  nodeFlags: string[];
  /** Bare Fastify's answer sizes by route ('GET /_api/...'). */
  bodyBytes?: Record<string, number>;
}): Promise<Server> {
  const { kind, port, workDir } = options;
  const log = path.join(workDir, `${kind}.log`);
  const outFile = options.callgrind ? path.join(workDir, `${kind}.callgrind.out`) : null;
  let env: Record<string, string>;
  let entry: string;
  if (kind === 'game') {
    const dataDir = path.join(workDir, 'data');
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(options.template!, dataDir, { recursive: true });
    // Stored behind by count alone, as under load at full speed (a commit per 2,500 writes): the
    // 5 s timer, under valgrind's pace, fell every one or two hundred actions and made the figures
    // depend on the pace. Limit counts, stored by the timer only, are then stored at the stop.
    env = { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', WORKERS: '1', STORE_BEHIND_MS: String(STORE_BEHIND_MS) };
    entry = gatewayBundle();
  } else {
    env = { PORT: String(port), HOST: '127.0.0.1', WORKERS: '1', BODY_BYTES: JSON.stringify(options.bodyBytes ?? {}) };
    entry = path.join(REPO, 'scripts/bench/load/bare-server.cjs');
  }
  const argv = [...(outFile ? callgrindArgs(outFile) : []), process.execPath, ...options.nodeFlags, entry];
  const fd = openSync(log, 'w');
  const child: ChildProcess = spawn(argv[0]!, argv.slice(1), { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const deadline = Date.now() + 600_000;
  // Looked at once a second: each look costs the server a request's worth of work, and under
  // valgrind a start takes tens of seconds.
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${kind} server exited: ${readFileSync(log, 'utf8').slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${kind} server did not start within 10 minutes`);
    }
    if (kind === 'bare' ? readFileSync(log, 'utf8').includes('ready') : await gameReady(origin)) break;
    await sleep(1000);
  }
  return {
    kind,
    origin,
    pid: child.pid!,
    outFile,
    readyMs: performance.now() - started,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 300_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Asked over a connection of its own that closes with the answer (`agent: false`). One kept alive
 * sat idle until the server's keep-alive timeout (72 s) closed it, the first connection the server
 * saw end: V8 threw away its code compiled for sockets that never closed (`--trace-deopt`: field
 * constness changed on `Socket`) and ran it unoptimized for a while, in whichever counted window
 * that fell (a poll's own work 94-98k instead of 78-85k there). Closed at the start, it is over
 * before anything is compiled.
 */
export function gameReady(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}/readyz`, { agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          const body = JSON.parse(text) as { lag?: Record<string, number> };
          resolve(response.statusCode === 200 && Object.values(body.lag ?? {}).every((l) => l === 0));
        } catch {
          resolve(false);
        }
      });
    });
    request.on('error', () => resolve(false));
  });
}

/** callgrind_control for one process: counting on, counters zeroed, or dumped (which zeroes them too). */
export function callgrindControl(pid: number, action: 'zero' | 'on' | { dump: string }): void {
  const args = action === 'zero' ? ['-z', String(pid)] : action === 'on' ? ['-i', 'on', String(pid)] : [`--dump=${action.dump}`, String(pid)];
  // vgdb finds the process's pipes by the USER and HOST of its environment: the server's HOST.
  const r = spawnSync('callgrind_control', args, { encoding: 'utf8', timeout: 120_000, env: { ...process.env, HOST: '127.0.0.1' } });
  if (r.status !== 0 || !/OK\./.test(r.stdout) || /error|failed/i.test(r.stdout + r.stderr)) {
    throw new Error(`callgrind_control ${args.join(' ')}: ${r.stdout} ${r.stderr}`);
  }
}
