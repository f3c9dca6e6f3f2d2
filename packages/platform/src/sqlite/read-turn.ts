import type Database from 'better-sqlite3';

/**
 * One read transaction for the reads of one turn of the event loop on a connection: as autocommit
 * statements, each read took and released SQLite's WAL-index read lock (two or three system calls
 * apiece). Opened by the first read of a turn, ended by `setImmediate` or by `close()`, which every
 * write of the connection calls first (a write transaction cannot start inside it). Its owner
 * decides which reads may see a snapshot up to a turn old.
 */
export class ReadTurn {
  private readonly begin: Database.Statement<[]>;
  private readonly commit: Database.Statement<[]>;
  private open = false;
  /** Counts turns, so what was checked in one is known to hold for the rest of it. */
  private turn = 0;

  constructor(private readonly db: Database.Database) {
    this.begin = db.prepare('BEGIN');
    this.commit = db.prepare('COMMIT');
  }

  /** Enters the turn's transaction; its number, or 0 inside another transaction (a write's), whose reads are its own. */
  enter(): number {
    if (this.open) return this.turn;
    if (this.db.inTransaction) return 0;
    this.begin.run();
    this.open = true;
    setImmediate(this.close);
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
    if (!this.db.inTransaction) return;
    try {
      this.commit.run();
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  };
}
