import argon2 from 'argon2';
import { HashingQueue } from './hashing-queue';

/**
 * argon2id at 64 MiB, 3 passes, 4 lanes: above OWASP's recommended floor (19 MiB, 2 passes, 1
 * lane). Written out rather than left to the library's defaults, so an upgrade cannot lower them.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 64 * 1024, timeCost: 3, parallelism: 4 } as const;

let decoy: Promise<string> | null = null;

/**
 * A real hash to verify against when the e-mail is unknown, so login takes as long either way.
 * Made once per process, outside the queue: a refusal under load must not be remembered.
 */
export const decoyHash = (): Promise<string> => (decoy ??= argon2.hash('decoy-password-never-used', ARGON2_OPTIONS));

/** Hashing and verifying passwords, a bounded few at a time (HashingQueue). */
export class Passwords {
  constructor(readonly queue: HashingQueue) {}

  hash(password: string): Promise<string> {
    return this.queue.run(() => argon2.hash(password, ARGON2_OPTIONS));
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.queue.run(async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    });
  }
}
