import Database from 'better-sqlite3';

/**
 * A consistent copy of one SQLite file, taken with SQLite's online backup while other processes
 * keep writing. The first step only opens the backup; the second copies every page in one step,
 * under one read transaction of the source: copied a hundred pages at a time, as by default, the
 * backup starts over whenever another connection commits in between, which under a busy server
 * may be forever. In WAL mode that read transaction holds up no writer.
 */
export async function copyDatabase(source: string, destination: string): Promise<{ pages: number }> {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await db.backup(destination, { progress: () => 0x7fffffff });
    return { pages: totalPages };
  } finally {
    db.close();
  }
}

/** SQLite's own check of a file's structure; 'ok' when sound. */
export function checkDatabase(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma('quick_check', { simple: true }) as string) ?? 'no answer';
  } finally {
    db.close();
  }
}
