import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The highest nice value Linux gives: the lowest priority short of an idle-only thread. */
const LOWEST_PRIORITY = 19;

/**
 * Lowers the calling thread's CPU priority by `steps` nice values (Linux keeps a priority per thread;
 * `/proc/thread-self` names the caller's). Returns the thread's nice value after it, or null where
 * there is no such link or the kernel refused: the thread then keeps its process's priority.
 */
export function lowerThreadPriority(steps: number): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isSafeInteger(tid) || tid <= 0) return null;
    const nice = Math.min(LOWEST_PRIORITY, getPriority(tid) + steps);
    setPriority(tid, nice);
    return getPriority(tid);
  } catch {
    return null;
  }
}
