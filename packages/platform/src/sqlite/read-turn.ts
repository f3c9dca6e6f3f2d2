import type Database from 'better-sqlite3';

/**
 * One read transaction for the reads of one turn of the event loop on a connection: as autocommit
 * statements, each read took and released SQLite's WAL-index read lock (two or three system calls
 * apiece). Opened by the first read of a turn, ended by `setImmediate` or by `close()`, which every
 * write of the connection calls first (a write transaction cannot start inside it). Its owner
 * decides which reads may see a snapshot up to a turn old.
 *
 * With `holdMs` the transaction outlives its turn, ending that long after it opened (or at the
 * connection's next write, whichever comes first): for a connection whose own writes are the only
 * ones its readers must see at once, so that another process's commit may show that much later.
 */
export class ReadTurn {
  private readonly begin: Database.Statement<[]>;
  private readonly commit: Database.Statement<[]>;
  private open = false;
  /** Counts transactions, so what was checked in one is known to hold for the rest of it. */
  private turn = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database.Database,
    private readonly options: { holdMs?: number } = {},
  ) {
    this.begin = db.prepare('BEGIN');
    this.commit = db.prepare('COMMIT');
  }

  /** Enters the turn's transaction; its number, or 0 inside another transaction (a write's), whose reads are its own. */
  enter(): number {
    if (this.open) return this.turn;
    if (this.db.inTransaction) return 0;
    this.begin.run();
    this.open = true;
    if (this.options.holdMs) this.timer = setTimeout(this.close, this.options.holdMs).unref();
    else setImmediate(this.close);
    return (this.turn += 1);
  }

  /** The turn's transaction is open: what runs now runs inside it. */
  get isOpen(): boolean {
    return this.open;
  }

  /** Ends the turn's transaction, committing what was written in it (an append that upgraded it). */
  readonly close = (): void => {
    if (!this.open) return;
    this.open = false;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.db.inTransaction) return;
    try {
      this.commit.run();
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  };
}
