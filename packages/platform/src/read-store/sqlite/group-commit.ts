import type Database from 'better-sqlite3';
import { TogetherOrAlone } from './together-or-alone';

interface PendingBatch {
  write(): void;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The batches every projection of the process writes for the same events, committed together:
 * the projections follow one log, so an action's events reach all of them at once, and one
 * transaction instead of one per projection spares a dozen commits per action. Batches handed over
 * during one turn of the event loop are written at the next; each keeps its own atomicity (its
 * documents and its checkpoint), and when the shared transaction fails, each is written alone so
 * that only the failing one (a retired generation, say) sees the error.
 */
export class GroupCommit {
  private pending: PendingBatch[] = [];
  private readonly writes: TogetherOrAlone<PendingBatch>;

  constructor(
    db: Database.Database,
    /** Ends the turn's read transaction: a write transaction cannot start inside it. */
    private readonly beforeWrite: () => void,
  ) {
    this.writes = new TogetherOrAlone(db, (batch) => batch.write());
  }

  add(write: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.commit());
      this.pending.push({ write, resolve, reject });
    });
  }

  private commit(): void {
    const batches = this.pending;
    this.pending = [];
    this.beforeWrite();
    this.writes.commit(batches, (batch, error) => (error === undefined ? batch.resolve() : batch.reject(error)));
  }
}
