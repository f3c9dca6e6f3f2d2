import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ReadTurn } from '../../sqlite/read-turn';
import { assertCollectionName, physicalName } from '../names';
import {
  GenerationRetiredError,
  WritesLostError,
  type DocWrite,
  type GenerationInfo,
  type ProjectionShape,
  type ProjectionTarget,
  type PromoteResult,
  type ReadDoc,
  type ReadStore,
  type ReadStoreReader,
} from '../port';
import { ReadStoreBase } from '../read-store-base';
import { createTable, dropTable, TableWriter } from './collection-table';
import { PendingWrites, shownDocs } from './pending-writes';
import { SqliteRegistry } from './registry';
import { SqliteReader, type TableResolver } from './sqlite-reader';
import { WriteBehindCommit, type HeldOwner, type WriteBehindOptions } from './write-behind';

export { WRITE_BEHIND_DEFAULTS, type WriteBehindOptions } from './write-behind';

/** How much of the read models' file is mapped into memory: far more than it holds at 20,000 players. */
const READ_MODEL_MMAP_BYTES = 1 << 30;
/** SQLite's page cache per connection, in KiB: the pages of the WAL between checkpoints fit. */
const READ_MODEL_CACHE_KIB = 16 * 1024;

export interface SqliteReadStoreOptions {
  /** Database file (its directory is created when missing), or ':memory:'. */
  file: string;
  /** How long a write waits for another process holding the write lock (a replay, say). */
  busyTimeoutMs?: number;
  /**
   * Projection batches are held in memory and committed many at once (WriteBehindCommit); this
   * connection's readers see them at once, other connections once committed. Only where the
   * connection that projects also serves every read that must see the projections' writes (one
   * server process): elsewhere each turn's batches commit at the next turn.
   */
  writeBehind?: WriteBehindOptions;
}

/**
 * The embedded read store: each collection generation is a table of JSON documents with
 * expression indexes; a projection batch and its checkpoint commit in one transaction. WAL lets
 * queries read while a projection (or a replay in another process) writes.
 */
export class SqliteReadStore extends ReadStoreBase implements ReadStore {
  private readonly db: Database.Database;
  private readonly registry: SqliteRegistry;
  protected readonly reader: SqliteReader;
  private readonly dataVersion: Database.Statement<[], number>;
  private seenDataVersion = -1;
  private seenRegistryVersion = -1;
  private checkedThisTurn = false;
  private readonly nextTurn = () => {
    this.checkedThisTurn = false;
  };
  /** Moves whenever the layout may have changed; resolvers drop their cache when it does. */
  private epoch = 0;
  private readonly targets = new Map<string, SqliteTarget>();
  private readonly commits: GroupCommit;
  private readonly behind: WriteBehindCommit | null;
  private readonly readTurn: ReadTurn;
  /**
   * Set once a projection writes through this connection: from then on its views read in the
   * turn's shared transaction too (see openReadTurn), since no write of theirs can be missed.
   */
  private writesProjections = false;

  constructor(options: SqliteReadStoreOptions) {
    super();
    if (options.file !== ':memory:') mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
    this.db = new Database(options.file);
    this.db.pragma('journal_mode = WAL');
    // A read model can always be rebuilt from the event store, so a power cut may cost the
    // last transactions here (never consistency); that buys far cheaper commits.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 10_000}`);
    // The read models are read far more than written, and their file outgrows SQLite's default
    // page cache (2 MB) within a few thousand players: pages missed there were read again with a
    // system call each. The file is read through memory mapping (the kernel's page cache, shared by
    // every process, no copy), and the cache holds the pages of the log (WAL) being read back.
    this.db.pragma(`mmap_size = ${READ_MODEL_MMAP_BYTES}`);
    this.db.pragma(`cache_size = -${READ_MODEL_CACHE_KIB}`);
    this.readTurn = new ReadTurn(this.db);
    this.registry = this.immediate(() => new SqliteRegistry(this.db));
    this.dataVersion = this.db.prepare<[], number>('PRAGMA data_version').pluck();
    this.behind = options.writeBehind ? new WriteBehindCommit(this.db, new PendingWrites(), this.readTurn.close, options.writeBehind) : null;
    this.reader = new SqliteReader(this.db, this.resolver((collection) => this.registry.activeGeneration(collection)), this.behind?.held);
    this.commits = new GroupCommit(this.db, this.readTurn.close);
  }

  /** A change of layout, after what is held behind: generations switch on what their writers stored. */
  private immediate<R>(work: () => R): R {
    this.behind?.commit();
    this.readTurn.close();
    return this.db.transaction(work).immediate();
  }

  /** Commits what is held behind now (tests, operator tools; close does too). */
  flush(): void {
    this.behind?.commit();
  }

  /**
   * The projections' reads of one turn of the event loop share one read transaction: an action's
   * event reaches a dozen projections at once, each reading its documents and its state, and a
   * transaction apiece cost each read its own locks on the WAL index (about three system calls;
   * some thirty per action). Only the projections open it, and this connection is the only writer
   * of their tables, so the snapshot cannot miss a write: every write of this connection closes
   * the turn first. Views reading on such a connection share the turn as well (a command's checks
   * and the answer's queries read several documents each); an operator's rebuild in another
   * process shows at most a turn late. A connection that only serves views never opens one, so a
   * process that learns of another's commit reads it at once.
   */
  private openReadTurn(): number {
    return this.readTurn.enter();
  }

  /**
   * Drops every cached resolution when the layout may have changed: data_version moves when
   * another connection commits anything, and only then is the registry version worth reading.
   * Checked once per batch of lookups (those of one turn of the event loop: every request that
   * arrived together), not per lookup, where it was a tenth of a busy server's time. A generation
   * another process dropped meanwhile shows as a missing table, which the reader resolves again.
   */
  private refresh(): void {
    if (this.checkedThisTurn) return;
    this.checkedThisTurn = true;
    setImmediate(this.nextTurn);
    const dataVersion = this.dataVersion.get() as number;
    if (dataVersion === this.seenDataVersion) return;
    this.seenDataVersion = dataVersion;
    const registryVersion = this.registry.version();
    if (registryVersion !== this.seenRegistryVersion) {
      this.seenRegistryVersion = registryVersion;
      this.forget();
    }
  }

  private forget(): void {
    this.epoch += 1;
    this.reader.forgetStatements();
  }

  /** After a layout change made by this connection (data_version only sees other connections). */
  private changed(): void {
    this.registry.bump();
  }

  private resolver(generationOf: (collection: string) => number | undefined): TableResolver {
    const cache = new Map<string, string | null>();
    let seen = -1;
    return {
      table: (collection) => {
        if (this.writesProjections) this.openReadTurn();
        this.refresh();
        if (seen !== this.epoch) {
          cache.clear();
          seen = this.epoch;
        }
        let table = cache.get(collection);
        if (table === undefined) {
          const generation = generationOf(collection);
          table = generation === undefined ? null : physicalName(collection, generation);
          cache.set(collection, table);
        }
        return table;
      },
      invalidate: () => {
        cache.clear();
        this.seenDataVersion = -1;
        this.seenRegistryVersion = -1;
        this.checkedThisTurn = false;
      },
    };
  }

  /** Creates the projection if needed and lays out the active generation's tables. */
  async attach(shape: ProjectionShape): Promise<ProjectionTarget> {
    const names = shape.collections.map((spec) => assertCollectionName(spec.name));
    const generation = this.immediate(() => {
      this.registry.createProjection(shape.name, names);
      this.registry.claimCollections(shape.name, names);
      const active = this.registry.projection(shape.name)?.active ?? 1;
      const current = this.registry.generation(shape.name, active);
      const merged = [...new Set([...(current?.collections ?? []), ...names])];
      this.registry.setCollections(shape.name, active, merged);
      for (const spec of shape.collections) createTable(this.db, physicalName(spec.name, active), spec);
      this.changed();
      return active;
    });
    this.forget();
    return this.target(shape.name, generation);
  }

  async createGeneration(shape: ProjectionShape, options: { copy?: string } = {}): Promise<ProjectionTarget> {
    const names = shape.collections.map((spec) => assertCollectionName(spec.name));
    const label = options.copy ?? null;
    const generation = this.immediate(() => {
      this.registry.createProjection(shape.name, names);
      this.registry.claimCollections(shape.name, names);
      if (label !== null && this.registry.generations(shape.name).some((g) => g.label === label)) {
        throw new Error(`Projection ${shape.name} already has a copy named ${label}`);
      }
      const next = this.registry.takeGeneration(shape.name);
      this.registry.insertGeneration(shape.name, next, label === null ? 'building' : 'copy', label, names);
      for (const spec of shape.collections) createTable(this.db, physicalName(spec.name, next), spec);
      this.changed();
      return next;
    });
    this.forget();
    return this.target(shape.name, generation);
  }

  async promote(projection: string, generation: number, options: { replaceAhead?: boolean } = {}): Promise<PromoteResult> {
    const outcome = this.immediate((): PromoteResult | { retired: number } => {
      const active = this.registry.projection(projection)?.active;
      const candidate = this.registry.generation(projection, generation);
      if (active === undefined || !candidate) throw new Error(`No generation ${generation} of ${projection}`);
      if (candidate.state !== 'building') {
        throw new Error(`Generation ${generation} of ${projection} is ${candidate.state}, not building`);
      }
      // Under the write lock the active generation cannot move, so "caught up" holds at the switch.
      if (!options.replaceAhead && candidate.checkpoint < this.registry.checkpoint(projection, active)) return 'behind';
      this.registry.setState(projection, active, 'retired');
      this.registry.setState(projection, generation, 'active');
      this.registry.setActive(projection, generation);
      this.changed();
      return { retired: active };
    });
    if (outcome === 'behind' || outcome === 'switched') return outcome;
    this.forget();
    this.drop(projection, outcome.retired);
    return 'switched';
  }

  async dropGeneration(projection: string, generation: number): Promise<void> {
    if (this.registry.projection(projection)?.active === generation) {
      throw new Error(`Generation ${generation} of ${projection} is active and cannot be dropped`);
    }
    this.drop(projection, generation);
  }

  private drop(projection: string, generation: number): void {
    this.immediate(() => {
      const victim = this.registry.generation(projection, generation);
      if (!victim || this.registry.projection(projection)?.active === generation) return;
      for (const collection of victim.collections) dropTable(this.db, physicalName(collection, generation));
      this.registry.deleteGeneration(projection, generation);
      this.changed();
    });
    this.targets.delete(`${projection}/${generation}`);
    this.forget();
  }

  async activeLayout(): Promise<string> {
    return String(this.registry.version());
  }

  async generations(projection: string): Promise<GenerationInfo[]> {
    return this.registry.generations(projection).map(({ collections: _collections, ...info }) => info);
  }

  async copy(label: string): Promise<ReadStoreReader | null> {
    if (!this.registry.labelExists(label)) return null;
    return new SqliteReader(this.db, this.resolver((collection) => this.registry.labelledGeneration(collection, label)), this.behind?.held);
  }

  async applyBatch(projection: string, writes: DocWrite[], checkpoint: number): Promise<void> {
    const active = this.registry.projection(projection)?.active;
    if (active === undefined) throw new Error(`Unknown projection ${projection}`);
    await this.target(projection, active).applyBatch(writes, checkpoint);
  }

  async getCheckpoint(projection: string): Promise<number> {
    const active = this.registry.projection(projection)?.active;
    if (active === undefined) return 0;
    return Math.max(this.registry.checkpoint(projection, active), this.targets.get(`${projection}/${active}`)?.heldCheckpoint ?? 0);
  }

  private target(projection: string, generation: number): SqliteTarget {
    this.writesProjections = true;
    const key = `${projection}/${generation}`;
    let target = this.targets.get(key);
    const collections = this.registry.generation(projection, generation)?.collections ?? [];
    if (!target || target.collections.length !== collections.length) {
      target = new SqliteTarget(this.db, this.registry, projection, generation, collections, this.commits, this.behind, () => this.openReadTurn());
      this.targets.set(key, target);
    }
    return target;
  }

  async close(): Promise<void> {
    this.behind?.commit();
    this.readTurn.close();
    this.db.close();
  }
}

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
class GroupCommit {
  private pending: PendingBatch[] = [];
  private readonly together: Database.Transaction<(batches: PendingBatch[]) => void>;

  constructor(
    private readonly db: Database.Database,
    /** Ends the turn's read transaction: a write transaction cannot start inside it. */
    private readonly beforeWrite: () => void,
  ) {
    this.together = db.transaction((batches: PendingBatch[]) => {
      for (const batch of batches) batch.write();
    });
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
    try {
      this.together.immediate(batches);
      for (const batch of batches) batch.resolve();
      return;
    } catch (error) {
      if (batches.length === 1) {
        batches[0]!.reject(error);
        return;
      }
    }
    for (const batch of batches) {
      try {
        this.db.transaction(() => batch.write()).immediate();
        batch.resolve();
      } catch (error) {
        batch.reject(error);
      }
    }
  }
}

/**
 * Writes one generation: the state check, the documents and the checkpoint share a transaction.
 * Writing behind, a batch is held (PendingWrites) and committed with many others.
 */
class SqliteTarget implements ProjectionTarget, HeldOwner {
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
        if (entry.deletedAt !== undefined || entry.text === null) writer.delete(id, entry.deletedAt ?? entry.position);
        if (entry.text !== null) writer.putText(id, entry.position, entry.text);
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
