import { AppError, SqliteLimits } from '@il/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LoginThrottle, delayAfter } from '../src/login-throttle';
import { FIRST_DELAY_MS, FORGET_AFTER_MS, FREE_FAILURES, MAX_DELAY_MS } from '../src/rules';

const refusal = (fn: () => void): AppError | null => {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

describe('login throttle', () => {
  const email = 'kim@example.com';

  it('lets the first failures through, then asks for delays that double up to a cap', () => {
    expect([6, 7, 8, 9].map(delayAfter)).toEqual([2000, 4000, 8000, 16000]);
    expect(delayAfter(FREE_FAILURES)).toBe(FIRST_DELAY_MS);
    expect(delayAfter(60)).toBe(MAX_DELAY_MS);

    const throttle = new LoginThrottle();
    let now = 1_000_000;
    for (let i = 0; i < FREE_FAILURES; i++) throttle.attempt(email, null, now);
    const first = refusal(() => throttle.attempt(email, null, now));
    expect(first).toMatchObject({ status: 429, retryAfterSeconds: 1, message: 'Too many failed attempts for this account. Please try again in 1 second.' });
    now += FIRST_DELAY_MS;
    throttle.attempt(email, null, now);
    expect(refusal(() => throttle.attempt(email, null, now + 1999))).toMatchObject({ status: 429, retryAfterSeconds: 1 });
    expect(refusal(() => throttle.attempt(email, null, now + 1))).toMatchObject({ retryAfterSeconds: 2 });
    expect(refusal(() => throttle.attempt(email, null, now + 2000))).toBeNull();
    // Other accounts are not held.
    expect(refusal(() => throttle.attempt('lee@example.com', null, now))).toBeNull();
  });

  it('counts a burst before any of its passwords is checked', () => {
    const throttle = new LoginThrottle();
    const answers = Array.from({ length: 20 }, () => refusal(() => throttle.attempt(email, null, 5000)));
    expect(answers.filter((a) => a === null)).toHaveLength(FREE_FAILURES);
  });

  it('never locks an account for good: a success, a reset or an hour of quiet starts afresh', () => {
    const throttle = new LoginThrottle();
    const fail = (times: number, at: number) => {
      for (let i = 0; i < times; i++) throttle.attempt(email, null, at + i * MAX_DELAY_MS);
    };
    fail(30, 0);
    const last = 29 * MAX_DELAY_MS;
    // Capped: never more than MAX_DELAY_MS after the last failure.
    expect(refusal(() => throttle.attempt(email, null, last + MAX_DELAY_MS))).toBeNull();
    throttle.succeeded(email, null, last + MAX_DELAY_MS);
    expect(refusal(() => throttle.attempt(email, null, last + MAX_DELAY_MS))).toBeNull();

    fail(FREE_FAILURES, 0);
    throttle.clear(email, 0);
    expect(refusal(() => throttle.attempt(email, null, 1))).toBeNull();

    const quiet = new LoginThrottle();
    for (let i = 0; i < FREE_FAILURES + 3; i++) quiet.attempt(email, null, i * 10_000);
    expect(refusal(() => quiet.attempt(email, null, 70_000 + FORGET_AFTER_MS))).toBeNull();
  });

  it("spares a browser that logged in to the account before, while others' failures hold the rest", () => {
    const throttle = new LoginThrottle();
    throttle.succeeded(email, 'victims-browser-id-0000000000000000', 0);
    for (let i = 0; i < FREE_FAILURES + 10; i++) refusal(() => throttle.attempt(email, 'attackers-browser-000000000000000000', 0));
    expect(refusal(() => throttle.attempt(email, 'attackers-browser-000000000000000000', 1))).toMatchObject({ status: 429 });
    expect(refusal(() => throttle.attempt(email, null, 1))).toMatchObject({ status: 429 });
    expect(refusal(() => throttle.attempt(email, 'victims-browser-id-0000000000000000', 1))).toBeNull();
  });

  it('does not count an attempt refused under load', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < FREE_FAILURES; i++) {
      throttle.attempt(email, null, 0);
      throttle.retract(email, 0);
    }
    expect(refusal(() => throttle.attempt(email, null, 0))).toBeNull();
  });

  it('counts once for every process on one data folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'il-limits-'));
    const files = [new SqliteLimits({ file: path.join(dir, 'limits.db') }), new SqliteLimits({ file: path.join(dir, 'limits.db') })];
    try {
      const [one, other] = files.map((records) => new LoginThrottle(records));
      for (let i = 0; i < FREE_FAILURES; i++) (i % 2 === 0 ? one : other)!.attempt(email, null, 0);
      expect(refusal(() => other!.attempt(email, null, 1))).toMatchObject({ status: 429 });
      expect(refusal(() => one!.attempt(email, null, 1))).toMatchObject({ status: 429 });
      one!.succeeded(email, 'kims-browser-id-000000000000000000', 2);
      expect(refusal(() => other!.attempt(email, null, 3))).toBeNull();
    } finally {
      for (const records of files) records.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
