import type Database from 'better-sqlite3';

/**
 * Writes a set of items (projection batches, generations held behind) in one immediate
 * transaction; when that fails, each alone, so that only a failing one sees its error. `settle`
 * is told each item's outcome.
 */
export class TogetherOrAlone<T> {
  private readonly together: Database.Transaction<(items: T[]) => void>;
  private readonly alone: Database.Transaction<(item: T) => void>;

  constructor(db: Database.Database, write: (item: T) => void) {
    this.together = db.transaction((items: T[]) => {
      for (const item of items) write(item);
    });
    this.alone = db.transaction(write);
  }

  commit(items: T[], settle: (item: T, error?: unknown) => void): void {
    try {
      this.together.immediate(items);
    } catch (error) {
      if (items.length === 1) settle(items[0] as T, error);
      else this.commitEachAlone(items, settle);
      return;
    }
    for (const item of items) settle(item);
  }

  private commitEachAlone(items: T[], settle: (item: T, error?: unknown) => void): void {
    for (const item of items) {
      try {
        this.alone.immediate(item);
      } catch (error) {
        settle(item, error);
        continue;
      }
      settle(item);
    }
  }
}
