import Database from 'better-sqlite3';

/** SQLite's own default: a committing connection checkpoints once the log holds this many pages. */
const AUTO_CHECKPOINT_PAGES = 1000;
/** With checkpoints made elsewhere, the log a connection still lets grow before it checkpoints itself (about 80 MB). */
export const CHECKPOINT_SAFETY_NET_PAGES = 20_000;

/** How many pages of log `db`'s own commits let grow before they checkpoint it themselves. */
export function checkpointAt(db: Database.Database, checkpointsElsewhere: boolean | undefined): void {
  db.pragma(`wal_autocheckpoint = ${checkpointsElsewhere ? CHECKPOINT_SAFETY_NET_PAGES : AUTO_CHECKPOINT_PAGES}`);
}

/**
 * Checkpoints the write-ahead logs of SQLite files from connections of its own: copies their
 * committed pages into the files, as far as no reader still needs them, without waiting for
 * anyone (PASSIVE), and syncs the disk. For a thread that does it for connections that serve
 * requests (their `checkpointsElsewhere`), so that none of those holds up its requests on the disk.
 */
export class WalCheckpoints {
  private readonly files: Array<{ db: Database.Database; checkpoint: Database.Statement<[]> }>;
  private closed = false;

  /** The files exist: their stores created them in WAL mode. */
  constructor(files: string[]) {
    this.files = files.map((file) => {
      const db = new Database(file, { fileMustExist: true });
      // A checkpoint waits for no lock; the rare other statement (none) would wait this long.
      db.pragma('busy_timeout = 1000');
      return { db, checkpoint: db.prepare('PRAGMA wal_checkpoint(PASSIVE)') };
    });
  }

  checkpoint(): void {
    if (this.closed) return;
    for (const { checkpoint } of this.files) checkpoint.get();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const { db } of this.files) db.close();
  }
}
