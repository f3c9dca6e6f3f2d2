import type Database from 'better-sqlite3';
import { physicalName } from '../names';
import { GenerationRetiredError, WritesLostError, type DocWrite, type ProjectionTarget, type ReadDoc } from '../port';
import { TableWriter } from './collection-table';
import type { GroupCommit } from './group-commit';
import { shownDocs, type PendingWrites } from './pending-writes';
import type { SqliteRegistry } from './registry';
import type { HeldOwner, WriteBehindCommit } from './write-behind';

/**
 * Writes one generation: the state check, the documents and the checkpoint share a transaction.
 * Writing behind, a batch is held (PendingWrites) and committed with many others.
 */
export class SqliteTarget implements ProjectionTarget, HeldOwner {
  private readonly writers = new Map<string, TableWriter>();
  private readonly tables = new Map<string, string>();
  /** The checkpoint of the batches held behind (0: none). */
  heldCheckpoint = 0;
  /** Why the writes held behind were lost; thrown until the writer reads the stored checkpoint. */
  private lost: unknown = null;

  constructor(
    db: Database.Database,
    private readonly registry: SqliteRegistry,
    readonly projection: string,
    readonly generation: number,
    readonly collections: string[],
    private readonly commits: GroupCommit,
    private readonly behind: WriteBehindCommit | null,
    /**
     * Called before each read: the reads of a turn share a transaction (SqliteReadStore.openReadTurn).
     * Gives the turn's number (0 outside a shared one).
     */
    private readonly reading: () => number,
  ) {
    for (const collection of collections) {
      const table = physicalName(collection, generation);
      this.writers.set(collection, new TableWriter(db, table));
      this.tables.set(collection, table);
    }
  }

  /** Runs inside a transaction (GroupCommit's). */
  private write(writes: DocWrite[], checkpoint: number): void {
    this.assertLive();
    for (const write of writes) {
      const writer = this.writer(write.collection);
      if (write.kind === 'put') writer.put(write.doc);
      else writer.delete(write.id, write.position);
    }
    this.registry.moveCheckpoint(this.projection, this.generation, checkpoint);
  }

  private assertLiveInTurn(): void {
    const turn = this.reading();
    if (turn !== 0 && turn === this.liveInTurn) return;
    this.assertLive();
    this.liveInTurn = turn;
  }

  private assertLive(): void {
    const state = this.registry.state(this.projection, this.generation);
    if (state === undefined || state === 'retired') throw new GenerationRetiredError(this.projection, this.generation);
  }

  private writer(collection: string): TableWriter {
    const writer = this.writers.get(collection);
    if (!writer) throw new Error(`Collection ${collection} is not part of projection ${this.projection}`);
    return writer;
  }

  /** The read turn in which this generation was last seen live: within it, its state cannot change. */
  private liveInTurn = 0;

  async getMany<T extends ReadDoc>(collection: string, ids: string[]): Promise<Map<string, T>> {
    this.throwIfLost();
    this.assertLiveInTurn();
    const writer = this.writer(collection);
    if (!this.behind) return writer.getMany<T>(ids);
    return shownDocs<T>(this.behind.held.of(this.tables.get(collection) as string), ids, (rest) => writer.getMany<T>(rest));
  }

  /** The stored checkpoint, or the one held behind; after a loss, the stored one (the loss is then known). */
  async getCheckpoint(): Promise<number> {
    this.lost = null;
    this.assertLiveInTurn();
    return Math.max(this.registry.checkpoint(this.projection, this.generation), this.heldCheckpoint);
  }

  applyBatch(writes: DocWrite[], checkpoint: number, options: { shownNewer?: boolean } = {}): Promise<void> {
    const behind = this.behind;
    if (!behind) return this.commits.add(() => this.write(writes, checkpoint));
    try {
      this.throwIfLost();
      this.assertLiveInTurn();
      this.hold(behind.held, writes, options.shownNewer === true);
    } catch (error) {
      return Promise.reject(error);
    }
    if (checkpoint > this.heldCheckpoint) this.heldCheckpoint = checkpoint;
    behind.add(this, writes.length + 1);
    return Promise.resolve();
  }

  /**
   * The table's position guard, applied as the writes are held: a document not held yet is
   * compared with its stored row (one lookup per collection of the batch), unless the writer
   * read what it writes from here (`shownNewer`).
   */
  private hold(held: PendingWrites, writes: DocWrite[], shownNewer: boolean): void {
    const unheld = new Map<string, string[]>();
    for (const write of shownNewer ? [] : writes) {
      const id = write.kind === 'put' ? write.doc._id : write.id;
      if (held.of(this.tables.get(write.collection) as string)?.docs.has(id)) continue;
      let ids = unheld.get(write.collection);
      if (!ids) unheld.set(write.collection, (ids = []));
      ids.push(id);
    }
    const stored = new Map<string, Map<string, number>>();
    for (const [collection, ids] of unheld) stored.set(collection, this.writer(collection).positions(ids));
    for (const write of writes) {
      this.writer(write.collection);
      const table = this.tables.get(write.collection) as string;
      const id = write.kind === 'put' ? write.doc._id : write.id;
      const position = write.kind === 'put' ? write.doc._position : write.position;
      // Once held (by an earlier write of the batch too), the held state decides.
      const row = held.of(table)?.docs.has(id) ? undefined : stored.get(write.collection)?.get(id);
      if (row !== undefined && row >= position) continue;
      if (write.kind === 'put') held.put(table, write.doc);
      else held.delete(table, id, position);
    }
  }

  writeHeld(held: PendingWrites): void {
    this.assertLive();
    for (const [collection, table] of this.tables) {
      const docs = held.of(table)?.docs;
      if (!docs) continue;
      const writer = this.writers.get(collection) as TableWriter;
      for (const [id, entry] of docs) {
        if (entry.deletedAt !== undefined || entry.doc === null) writer.delete(id, entry.deletedAt ?? entry.position);
        const text = entry.text;
        if (text !== null) writer.putText(id, entry.position, text);
      }
    }
    if (this.heldCheckpoint > 0) this.registry.moveCheckpoint(this.projection, this.generation, this.heldCheckpoint);
  }

  committed(): void {
    this.heldCheckpoint = 0;
  }

  lose(error: unknown): void {
    this.heldCheckpoint = 0;
    this.lost = error;
  }

  private throwIfLost(): void {
    const lost = this.lost;
    if (lost === null) return;
    throw lost instanceof GenerationRetiredError ? lost : new WritesLostError(this.projection, this.generation, lost);
  }
}
