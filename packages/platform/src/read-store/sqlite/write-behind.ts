import type Database from 'better-sqlite3';
import type { PendingWrites } from './pending-writes';
import { TogetherOrAlone } from './together-or-alone';

export interface WriteBehindOptions {
  /** Commit once this many document writes and checkpoints wait. */
  maxWrites?: number;
  /** ... or once the first of them has waited this long. */
  maxDelayMs?: number;
}

/**
 * Defaults: a commit per about 500 actions under load (an action writes about five documents), and
 * the file at most five seconds behind what the server's readers see. The more actions a commit
 * holds, the more of its pages they share (a league's leaderboard, a chat's last page, index
 * pages): docs/benchmarks.md, "Cost per request". A crash costs only replaying those seconds of
 * the log. Under load the count decides, so a commit falls at the same action in every run.
 */
export const WRITE_BEHIND_DEFAULTS: Required<WriteBehindOptions> = { maxWrites: 2_500, maxDelayMs: 5_000 };

/** A generation with documents held behind: what a commit asks of it. */
export interface HeldOwner {
  /** Writes its held documents and checkpoint; runs inside the commit's transaction. */
  writeHeld(held: PendingWrites): void;
  /** Its held writes are in the file. */
  committed(): void;
  /** Its held writes could not be stored: its writer must start again from the stored checkpoint. */
  lose(error: unknown): void;
}

/**
 * Commits the projections' documents written behind: many actions' writes in one transaction, each
 * page of the file written once for all of them, instead of a commit per action. Until then
 * readers on the same connection see them from memory (PendingWrites); the file, and the other
 * processes reading it, trail by at most maxDelayMs, and a crash loses only what the log replays.
 * When the shared transaction fails, each generation is written alone, so that only the failing
 * one (a retired generation, say) loses its writes.
 */
export class WriteBehindCommit {
  private readonly owners = new Set<HeldOwner>();
  private waiting = 0;
  private timer: NodeJS.Timeout | null = null;
  private soon = false;
  private readonly writes: TogetherOrAlone<HeldOwner>;
  private readonly maxWrites: number;
  private readonly maxDelayMs: number;

  constructor(
    db: Database.Database,
    readonly held: PendingWrites,
    /** Ends the turn's read transaction: a write transaction cannot start inside it. */
    private readonly beforeWrite: () => void,
    options: WriteBehindOptions,
  ) {
    this.maxWrites = options.maxWrites ?? WRITE_BEHIND_DEFAULTS.maxWrites;
    this.maxDelayMs = options.maxDelayMs ?? WRITE_BEHIND_DEFAULTS.maxDelayMs;
    this.writes = new TogetherOrAlone(db, (owner) => owner.writeHeld(this.held));
  }

  /** `writes` more wait for `owner`'s generation. */
  add(owner: HeldOwner, writes: number): void {
    this.owners.add(owner);
    this.waiting += writes;
    if (this.waiting >= this.maxWrites) {
      // At the next turn, so that the other projections' batches of the same events join it.
      if (!this.soon) {
        this.soon = true;
        setImmediate(this.commit);
      }
    } else if (!this.timer) {
      this.timer = setTimeout(this.commit, this.maxDelayMs);
      this.timer.unref();
    }
  }

  /** Commits what waits: when due, before a change of layout, and at close. */
  readonly commit = (): void => {
    this.soon = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const owners = [...this.owners];
    this.owners.clear();
    this.waiting = 0;
    if (owners.length === 0) return;
    this.beforeWrite();
    try {
      this.writes.commit(owners, (owner, error) => (error === undefined ? owner.committed() : owner.lose(error)));
    } finally {
      this.held.clear();
    }
  };
}
