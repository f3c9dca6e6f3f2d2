import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ReadTurn } from '../../sqlite/read-turn';
import { assertCollectionName, physicalName } from '../names';
import type { DocWrite, GenerationInfo, ProjectionShape, ProjectionTarget, PromoteResult, ReadStore, ReadStoreReader } from '../port';
import { ReadStoreBase } from '../read-store-base';
import { createTable, dropTable } from './collection-table';
import { GroupCommit } from './group-commit';
import { PendingWrites } from './pending-writes';
import { SqliteRegistry } from './registry';
import { SqliteReader, type TableResolver } from './sqlite-reader';
import { SqliteTarget } from './sqlite-target';
import { WriteBehindCommit, type WriteBehindOptions } from './write-behind';

export { WRITE_BEHIND_DEFAULTS, type WriteBehindOptions } from './write-behind';

/** How much of the read models' file is mapped into memory: far more than it holds at 20,000 players. */
const READ_MODEL_MMAP_BYTES = 1 << 30;
/** SQLite's page cache per connection, in KiB: the pages of the WAL between checkpoints fit. */
const READ_MODEL_CACHE_KIB = 16 * 1024;
/**
 * The read models' page size. A commit writes every page it changed, twice over (into the log,
 * then at the checkpoint into the file), each with its own system call; what an action changes is
 * scattered over a dozen collections (a character here, a league's leaderboard there), a page or
 * so each, so larger pages hold more of what changes together. At 16 KB a document of 5 KB no
 * longer spills into an overflow page either.
 */
export const READ_MODEL_PAGE_BYTES = 16 * 1024;
/**
 * Writing behind, the log is copied into the file once it holds this many pages (64 MB, about
 * seven commits of 500 actions) rather than SQLite's 1,000: each checkpoint copies every page
 * changed since the last one once, and consecutive commits change many of the same pages (a
 * league's leaderboard, a busy character), so copying after several commits copies fewer than half as many pages.
 */
const HELD_CHECKPOINT_PAGES = 4_000;
/**
 * Writing behind, how long the read transaction shared by this connection's readers may outlive
 * its turn (see ReadTurn): what another process commits (an operator's rebuild) shows this much
 * later, on top of the turn.
 */
const HELD_READ_MS = 1_000;

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
 * A new file gets `bytes` pages. A file laid out with another size is rewritten in it (VACUUM,
 * about a second per 100 MB) when no other connection has it open: leaving the log mode (WAL),
 * which a page size change requires, fails otherwise, and the file keeps its pages until a later
 * start finds it alone.
 */
function usePageSize(db: Database.Database, bytes: number): void {
  if (db.pragma('page_size', { simple: true }) === bytes) return;
  if (db.pragma('page_count', { simple: true }) === 0) {
    db.pragma(`page_size = ${bytes}`);
    return;
  }
  let alone: boolean;
  try {
    alone = db.pragma('journal_mode = DELETE', { simple: true }) === 'delete';
  } catch {
    alone = false;
  }
  if (!alone) return;
  db.pragma(`page_size = ${bytes}`);
  db.exec('VACUUM');
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
    usePageSize(this.db, READ_MODEL_PAGE_BYTES);
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
    if (options.writeBehind) this.db.pragma(`wal_autocheckpoint = ${HELD_CHECKPOINT_PAGES}`);
    this.readTurn = new ReadTurn(this.db, options.writeBehind ? { holdMs: HELD_READ_MS } : {});
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

  /** Commits what is held behind now (close and every change of layout do too). */
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
