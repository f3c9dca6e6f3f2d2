import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A reset request for a known address appends two events and writes a mail; for an unknown one it
 * only looks the address up (4.5 ms against 1.8 ms), which told accounts apart as surely as a
 * different answer would. Answering both no sooner than this, well above either, leaves nothing
 * to time; resets are rare and rate limited, so the wait costs nobody much.
 */
export const RESET_ANSWER_MS = 250;

/** Runs `work` and answers (or throws) no sooner than `ms` after it started. */
export async function answeredNoSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
