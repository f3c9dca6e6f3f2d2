/** The account rules in one place: how long a session and a reset link live, and how failed logins slow down. */

/** A session lasts 30 days from login. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A password reset link works for an hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Failed logins of an account answered at once before delays start. */
export const FREE_FAILURES = 5;
/** The first delay, doubled at every further failure up to MAX_DELAY_MS. */
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 5 * 60 * 1000;
/** An account whose last failure is this old starts afresh. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;
