import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The highest nice value Linux gives: the lowest priority short of an idle-only thread. */
const LOWEST_PRIORITY = 19;

/**
 * Lowers the calling thread's CPU priority by `steps` nice values (Linux keeps a priority per thread;
 * `/proc/thread-self` names the caller's). False where there is no such link or the kernel refused:
 * the thread then keeps its process's priority.
 */
export function lowerThreadPriority(steps: number): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isSafeInteger(tid) || tid <= 0) return false;
    setPriority(tid, Math.min(LOWEST_PRIORITY, getPriority(tid) + steps));
    return true;
  } catch {
    return false;
  }
}
