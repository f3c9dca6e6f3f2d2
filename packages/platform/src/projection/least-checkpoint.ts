import { PositionWaiters } from './position-waiters';

/** What the least checkpoint is taken over: each runner's checkpoint in memory. */
export interface Checkpointed {
  readonly checkpoint: number;
}

/**
 * How far every one of a set of runners has applied the log, and who waits for a position to be
 * applied by all of them: a command's answer waits here with one waiter and one timer, where a
 * wait on each runner made a dozen of each per action. Runners report each move of their
 * checkpoint (`moved`, ProjectionRunner's onAdvanced).
 */
export class LeastCheckpoint {
  private readonly waiters = new PositionWaiters();
  private members: readonly Checkpointed[] = [];

  /** The least checkpoint of all members (0 before any). */
  get position(): number {
    return this.waiters.position;
  }

  /** The runners to follow; their checkpoints are read at once. */
  follow(members: readonly Checkpointed[]): void {
    this.members = members;
    this.settle();
  }

  /** A member's checkpoint moved from `from` to `to`. */
  moved(from: number, to: number): void {
    // Only the member that was last can move the least checkpoint up; any can take it back (a
    // runner whose held writes were lost starts again from its stored checkpoint).
    if (from > this.position && to >= this.position) return;
    this.settle();
  }

  /** Resolves true once every member has applied `position`, false after `timeoutMs` or on `releaseAll`. */
  wait(position: number, timeoutMs?: number): Promise<boolean> {
    return this.waiters.wait(position, timeoutMs);
  }

  releaseAll(): void {
    this.waiters.releaseAll();
  }

  private settle(): void {
    if (this.members.length === 0) return;
    let least = Number.POSITIVE_INFINITY;
    for (const member of this.members) least = Math.min(least, member.checkpoint);
    if (least !== this.position) this.waiters.advance(least);
  }
}
