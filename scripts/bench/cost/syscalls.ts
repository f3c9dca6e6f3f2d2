// System calls per answered request: what instruction counts do not see (valgrind counts user
// space only). The server runs plainly, warms up, and `strace -c -f` is attached to it for one
// window of the same scripted mix; every thread's calls count (the projector's included).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Http1Pool } from '../load/http1-pool';
import { Mix, runPhase } from './mix';
import { SEED, type Calls, type Kind } from './requests';
import { startServer } from './servers';
import type { Template } from './template';

export interface SyscallCount {
  perRequest: number;
  /** Bytes handed to and taken from write and read calls (files and sockets), per request. */
  writtenBytes: number;
  readBytes: number;
  /** The six most frequent, per request. */
  top: Record<string, number>;
}

/** strace -c's table: "% time  seconds  usecs/call  calls  [errors]  syscall". */
export function parseStraceSummary(text: string): Map<string, number> {
  const calls = new Map<string, number>();
  for (const line of text.split('\n')) {
    const cells = line.trim().split(/\s+/);
    if (!/^\d/.test(cells[0] ?? '') || cells.length < 5 || cells[cells.length - 1] === 'total') continue;
    calls.set(cells[cells.length - 1]!, (calls.get(cells[cells.length - 1]!) ?? 0) + Number(cells[3]));
  }
  return calls;
}

/** The process's byte counters of read and write calls (all its threads), from /proc. */
function ioCounters(pid: number): { rchar: number; wchar: number } {
  const fields = Object.fromEntries(
    readFileSync(`/proc/${pid}/io`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(': ') as [string, string]),
  );
  return { rchar: Number(fields.rchar), wchar: Number(fields.wchar) };
}

export async function countSyscalls(options: {
  kind: Kind;
  calls: Calls;
  repeat: number;
  warm: number;
  window: number;
  template: Template;
  flags: string[];
  work: string;
  bodyBytes?: Record<string, number>;
}): Promise<SyscallCount> {
  const workDir = path.join(options.work, `strace-${options.kind}-${options.calls}-r${options.repeat}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const server = await startServer({
    kind: options.kind,
    callgrind: false,
    port: 18950 + Math.floor(Math.random() * 40),
    workDir,
    template: options.template.data,
    nodeFlags: options.flags,
    bodyBytes: options.bodyBytes,
  });
  const pool = new Http1Pool(server.origin, 0);
  const out = path.join(workDir, 'strace.txt');
  let requests: number;
  let before: { rchar: number; wchar: number };
  let after: { rchar: number; wchar: number };
  try {
    const mix = new Mix(options.template.setup(), options.calls, SEED);
    await runPhase('warm', mix, pool, options.warm);
    const strace = spawn('strace', ['-c', '-f', '-o', out, '-p', String(server.pid)], { stdio: 'ignore' });
    // strace attaches to each thread in turn; the window starts once it has.
    await new Promise((r) => setTimeout(r, 1500));
    before = ioCounters(server.pid);
    requests = (await runPhase('window', mix, pool, options.window)).requests;
    await new Promise((r) => setTimeout(r, 300));
    after = ioCounters(server.pid);
    strace.kill('SIGINT');
    await new Promise((resolve) => strace.once('exit', resolve));
  } finally {
    pool.close();
    await server.stop();
  }
  const counts = parseStraceSummary(readFileSync(out, 'utf8'));
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const top = Object.fromEntries(
    [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, n]) => [name, Number((n / requests).toFixed(2))]),
  );
  return { perRequest: total / requests, writtenBytes: (after.wchar - before.wchar) / requests, readBytes: (after.rchar - before.rchar) / requests, top };
}
