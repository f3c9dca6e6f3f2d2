import { AppError, MemoryLimits, type SharedLimits } from '@il/platform';
import { hashToken } from './tokens';
import { FIRST_DELAY_MS, FORGET_AFTER_MS, FREE_FAILURES, MAX_DELAY_MS, SESSION_TTL_MS } from './rules';

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

/** Where the accounts' attempts are kept. */
const SCOPE = 'login-attempts';
/** An account's record (its known browsers) is kept this long after its last change: a session's life. */
const KEEP_MS = SESSION_TTL_MS;

/**
 * Per-account login throttle with growing delays. After FREE_FAILURES wrong passwords, the next
 * attempt on the address is refused unseen (no hash computed) until a delay has passed since the
 * last failure: 1 s, then 2, 4, … up to 5 minutes. It never locks an account for good: a right
 * password after the delay logs in and clears the count, a password reset clears it, and a browser
 * that has logged in to the account before (its browser id) is not held by failures of others,
 * so an attacker hammering a victim's address cannot keep the victim out.
 *
 * Keyed by the normalised address whether or not it is registered (the answer must not tell
 * which), in `records`: shared by every server process of the data folder, so that N processes do
 * not allow N times the attempts; each change is atomic, so a burst spread over them counts once.
 */
export class LoginThrottle {
  constructor(private readonly records: SharedLimits = new MemoryLimits()) {}

  /**
   * Lets an attempt through, or throws 429 with Retry-After while the account (for this browser)
   * must wait. An attempt let through counts as a failure until `succeeded` says otherwise, so a
   * burst sent at once is counted before any of its passwords has been checked.
   */
  attempt(email: string, browserId: string | null, nowMs: number): void {
    this.change(email, nowMs, (stored) => {
      const account = afresh(stored, nowMs) ?? { failures: 0, lastFailureMs: 0, browsers: [] };
      const known = browserId !== null && account.browsers.includes(hashToken(browserId));
      if (account.failures >= FREE_FAILURES && !known) {
        const waitMs = account.lastFailureMs + delayAfter(account.failures) - nowMs;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new AppError(throttledMessage(seconds), 429, seconds);
        }
      }
      return { ...account, failures: account.failures + 1, lastFailureMs: nowMs };
    });
  }

  /** The attempt was never judged (refused under load): it does not count. */
  retract(email: string, nowMs: number): void {
    this.change(email, nowMs, (account) => (account && account.failures > 0 ? { ...account, failures: account.failures - 1 } : undefined));
  }

  succeeded(email: string, browserId: string | null, nowMs: number): void {
    this.change(email, nowMs, (account) => {
      const browsers = account?.browsers ?? [];
      const known = browserId ? [hashToken(browserId), ...browsers.filter((b) => b !== hashToken(browserId))].slice(0, KNOWN_BROWSERS) : browsers;
      return { failures: 0, lastFailureMs: 0, browsers: known };
    });
  }

  /** The password changed: the owner proved the mailbox, failures before no longer count. */
  clear(email: string, nowMs: number): void {
    this.change(email, nowMs, (account) => (account ? { ...account, failures: 0, lastFailureMs: 0 } : undefined));
  }

  private change(email: string, nowMs: number, next: (account: AccountAttempts | undefined) => AccountAttempts | undefined): void {
    this.records.update<AccountAttempts>(SCOPE, email, nowMs, (account) => {
      const changed = next(account);
      return changed && { value: changed, expiresAtMs: nowMs + KEEP_MS };
    });
  }
}

function afresh(account: AccountAttempts | undefined, nowMs: number): AccountAttempts | undefined {
  if (account && account.failures > 0 && nowMs - account.lastFailureMs >= FORGET_AFTER_MS) return { ...account, failures: 0 };
  return account;
}

/** The wait after the n-th consecutive failure (n > FREE_FAILURES). */
export function delayAfter(failures: number): number {
  const doublings = Math.min(failures - FREE_FAILURES, 20);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_DELAY_MS);
}
