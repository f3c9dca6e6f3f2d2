import { AppError } from '@il/platform';
import { hashToken } from './tokens';
import { FIRST_DELAY_MS, FORGET_AFTER_MS, FREE_FAILURES, MAX_DELAY_MS } from './rules';

/** Browsers remembered per account as having logged in to it. */
const KNOWN_BROWSERS = 10;

const throttledMessage = (seconds: number): string =>
  `Too many failed attempts for this account. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

interface AccountAttempts {
  failures: number;
  lastFailureMs: number;
  /** Hashes of the browser ids that logged in to this account. */
  browsers: string[];
}

/**
 * Per-account login throttle with growing delays. After FREE_FAILURES wrong passwords, the next
 * attempt on the address is refused unseen (no hash computed) until a delay has passed since the
 * last failure: 1 s, then 2, 4, … up to 5 minutes. It never locks an account for good: a right
 * password after the delay logs in and clears the count, a password reset clears it, and a browser
 * that has logged in to the account before (its browser id) is not held by failures of others,
 * so an attacker hammering a victim's address cannot keep the victim out.
 *
 * Kept in the process's memory, keyed by the normalised address whether or not it is registered
 * (the answer must not tell which); bounded by `capacity`, oldest first out.
 */
export class LoginThrottle {
  private readonly accounts = new Map<string, AccountAttempts>();

  constructor(private readonly capacity = 100_000) {}

  /**
   * Lets an attempt through, or throws 429 with Retry-After while the account (for this browser)
   * must wait. An attempt let through counts as a failure until `succeeded` says otherwise, so a
   * burst sent at once is counted before any of its passwords has been checked.
   */
  attempt(email: string, browserId: string | null, nowMs: number): void {
    const account = this.current(email, nowMs) ?? { failures: 0, lastFailureMs: 0, browsers: [] };
    const known = browserId !== null && account.browsers.includes(hashToken(browserId));
    if (account.failures >= FREE_FAILURES && !known) {
      const waitMs = account.lastFailureMs + delayAfter(account.failures) - nowMs;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError(throttledMessage(seconds), 429, seconds);
      }
    }
    this.keep(email, { ...account, failures: account.failures + 1, lastFailureMs: nowMs });
  }

  /** The attempt was never judged (refused under load): it does not count. */
  retract(email: string): void {
    const account = this.accounts.get(email);
    if (account && account.failures > 0) this.keep(email, { ...account, failures: account.failures - 1 });
  }

  succeeded(email: string, browserId: string | null): void {
    const browsers = this.accounts.get(email)?.browsers ?? [];
    const known = browserId ? [hashToken(browserId), ...browsers.filter((b) => b !== hashToken(browserId))].slice(0, KNOWN_BROWSERS) : browsers;
    this.keep(email, { failures: 0, lastFailureMs: 0, browsers: known });
  }

  /** The password changed: the owner proved the mailbox, failures before no longer count. */
  clear(email: string): void {
    const account = this.accounts.get(email);
    if (account) this.keep(email, { ...account, failures: 0, lastFailureMs: 0 });
  }

  private current(email: string, nowMs: number): AccountAttempts | undefined {
    const account = this.accounts.get(email);
    if (account && account.failures > 0 && nowMs - account.lastFailureMs >= FORGET_AFTER_MS) return { ...account, failures: 0 };
    return account;
  }

  private keep(email: string, account: AccountAttempts): void {
    this.accounts.delete(email);
    this.accounts.set(email, account);
    if (this.accounts.size > this.capacity) this.accounts.delete(this.accounts.keys().next().value as string);
  }
}

/** The wait after the n-th consecutive failure (n > FREE_FAILURES). */
export function delayAfter(failures: number): number {
  const doublings = Math.min(failures - FREE_FAILURES, 20);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_DELAY_MS);
}
