import argon2 from 'argon2';
import type { PasswordHashCost } from '@il/platform';
import { HashingQueue } from './hashing-queue';

/**
 * argon2id at 64 MiB, 3 passes, 4 lanes: above OWASP's recommended floor (19 MiB, 2 passes, 1
 * lane). Written out rather than left to the library's defaults, so an upgrade cannot lower them.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 64 * 1024, timeCost: 3, parallelism: 4 } as const;

/**
 * The suites' cost, argon2's smallest (1 MiB, 1 pass, 1 lane): a test registers thousands of players,
 * and at the standard cost their hashes were about a third of the suites' CPU. Only a process
 * started with NODE_ENV=test gets it (packages/platform/src/config.ts); a verify reads the cost
 * from the hash, so both kinds check alike.
 */
export const TEST_ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** Hashing and verifying passwords, a bounded few at a time (HashingQueue). */
export class Passwords {
  private readonly options: typeof ARGON2_OPTIONS | typeof TEST_ARGON2_OPTIONS;
  private decoy: Promise<string> | null = null;

  constructor(
    readonly queue: HashingQueue,
    cost: PasswordHashCost = 'standard',
  ) {
    this.options = cost === 'test' ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
  }

  hash(password: string): Promise<string> {
    return this.queue.run(() => argon2.hash(password, this.options));
  }

  /**
   * A real hash at the same cost to verify against when the e-mail is unknown, so login takes as
   * long either way. Made once, outside the queue: a refusal under load must not be remembered.
   */
  decoyHash(): Promise<string> {
    return (this.decoy ??= argon2.hash('decoy-password-never-used', this.options));
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
