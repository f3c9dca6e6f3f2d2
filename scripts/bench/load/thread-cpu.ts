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
}

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
export function threadCores(before: ThreadTicks, after: ThreadTicks, seconds: number): ThreadCores[] {
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
    cores.push({ pid, mainCores: main / CLOCK_TICKS / seconds, otherCores: other / CLOCK_TICKS / seconds });
  }
  return cores;
}
