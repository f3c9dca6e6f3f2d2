import { readdirSync, readFileSync } from 'node:fs';

/** CPU ticks (user + system) of each thread of some Linux processes, by process and thread id. */
export type ThreadTicks = Map<number, Map<number, number>>;

/** How one server process spent the window: its main thread, and every other thread of it together. */
export interface ThreadCores {
  pid: number;
  /** The event loop's thread (its id is the process's). */
  mainCores: number;
  /** Worker threads (the projector's, in the leader), V8's helpers (GC, compiles) and libuv's pool. */
  otherCores: number;
  /**
   * Seconds per second of the window the main thread was ready to run but waited for a core (the
   * run queue), or null where the kernel keeps no scheduler statistics: what the machine's other
   * threads (the load generators' included) cost this event loop on a busy machine.
   */
  mainWaitCores: number | null;
}

/** Nanoseconds each process's main thread has waited on the run queue so far, by process id. */
export type MainThreadWaits = Map<number, number>;

/** Linux's clock ticks per second in /proc's CPU times (USER_HZ). */
export const CLOCK_TICKS = 100;

/** utime + stime of every thread of the processes, read from /proc; threads gone meanwhile are left out. */
export function readThreadTicks(pids: number[]): ThreadTicks {
  const ticks: ThreadTicks = new Map();
  for (const pid of pids) {
    const threads = new Map<number, number>();
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        threads.set(Number(tid), ticksOfStat(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
      } catch {
        // Gone meanwhile.
      }
    }
    ticks.set(pid, threads);
  }
  return ticks;
}

/** Each process's main-thread run-queue wait, from /proc/<pid>/task/<pid>/schedstat; processes gone, or a kernel without it, are left out. */
export function readMainThreadWaits(pids: number[]): MainThreadWaits {
  const waits: MainThreadWaits = new Map();
  for (const pid of pids) {
    try {
      const wait = waitOfSchedstat(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8'));
      if (wait !== null) waits.set(pid, wait);
    } catch {
      // Gone meanwhile, or no scheduler statistics.
    }
  }
  return waits;
}

/** The run-queue wait of a schedstat line ("<ns on a core> <ns waiting for one> <time slices>"). */
export function waitOfSchedstat(text: string): number | null {
  const wait = Number(text.trim().split(/\s+/)[1]);
  return Number.isFinite(wait) ? wait : null;
}

/** utime + stime of a /proc stat line (fields 14 and 15; the name before them may hold spaces). */
export function ticksOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Cores each process used over `seconds` between two readings, main thread apart from the rest.
 * A thread seen only at the end counts from zero (it started in the window); one seen only at the
 * start is left out (its last ticks are lost with it).
 */
export function threadCores(before: ThreadTicks, after: ThreadTicks, seconds: number, waits: { before: MainThreadWaits; after: MainThreadWaits } | null = null): ThreadCores[] {
  const cores: ThreadCores[] = [];
  for (const [pid, threads] of after) {
    const earlier = before.get(pid);
    if (!earlier) continue;
    let main = 0;
    let other = 0;
    for (const [tid, ticks] of threads) {
      const used = Math.max(0, ticks - (earlier.get(tid) ?? 0));
      if (tid === pid) main += used;
      else other += used;
    }
    const waitedFrom = waits?.before.get(pid);
    const waitedTo = waits?.after.get(pid);
    const mainWaitCores = waitedFrom !== undefined && waitedTo !== undefined ? Math.max(0, waitedTo - waitedFrom) / 1e9 / seconds : null;
    cores.push({ pid, mainCores: main / CLOCK_TICKS / seconds, otherCores: other / CLOCK_TICKS / seconds, mainWaitCores });
  }
  return cores;
}
