/** A record and the moment after which it no longer counts. */
export interface Kept<T> {
  value: T;
  expiresAtMs: number;
}

/**
 * Small records behind the limits on abuse (the auth calls' rate limit, the login throttle), keyed
 * within a scope, each changed with nothing else changing it in between. In one process's memory,
 * or in a file that every server process of one data folder shares, so that a limit counts once
 * however many processes serve (docs/decisions.md, "Limits shared by the server processes").
 */
export interface SharedLimits {
  /**
   * Runs `change` on the record at `key` (undefined when there is none, or it expired) and keeps
   * what it returns; `undefined` leaves the record as it was, and so does a throw, which passes on.
   */
  update<T>(scope: string, key: string, nowMs: number, change: (current: T | undefined) => Kept<T> | undefined): void;
  close(): void;
}
