/**
 * The read-store port: named collections of JSON documents that projections write and queries read.
 * Every document records the global position of the last event applied to it (`_position`), so a
 * redelivered event is ignored, and every projection keeps its checkpoint beside its documents.
 *
 * A projection's collections exist in generations (physical copies). Readers always see the
 * active generation; a rebuild fills a fresh generation beside it, then promotes it atomically,
 * so a read model is rebuilt from position 0 while the server keeps serving the old copy.
 */

export interface ReadDoc {
  /** Document key, unique inside its collection. */
  _id: string;
  /** Global position of the last event applied to this document. */
  _position: number;
  [field: string]: unknown;
}

/** Equality on top-level fields, or a comparison operator. Nested paths use dots ("player.id"). */
export type FieldCondition =
  | string
  | number
  | boolean
  | null
  | { $in: Array<string | number> }
  | { $gt: number | string }
  | { $gte: number | string }
  | { $lt: number | string }
  | { $lte: number | string }
  | { $ne: string | number | boolean | null };

export type Filter = Record<string, FieldCondition>;

export interface FindOptions {
  /** Field and direction; ties are broken by _id in the same direction. */
  sort?: { field: string; direction: 1 | -1 };
  limit?: number;
  /** Opaque cursor returned by a previous page. */
  cursor?: string | null;
}

export interface Page<T> {
  items: T[];
  /** Cursor for the next page, or null when this is the last one. */
  nextCursor: string | null;
}

/** One write of a projection batch: a full document, or a delete. */
export type DocWrite =
  | { collection: string; kind: 'put'; doc: ReadDoc }
  | { collection: string; kind: 'delete'; id: string; position: number };

export interface CollectionSpec {
  name: string;
  /** Fields (dotted paths allowed) that queries filter or sort on; one compound index each. */
  indexes?: string[][];
}

/** What the store needs to know of a projection to lay out its collections. */
export interface ProjectionShape {
  name: string;
  collections: CollectionSpec[];
}

/** What queries may do: read the active generation of any collection. */
export interface ReadStoreReader {
  get<T extends ReadDoc>(collection: string, id: string): Promise<T | null>;
  getMany<T extends ReadDoc>(collection: string, ids: string[]): Promise<Map<string, T>>;
  find<T extends ReadDoc>(collection: string, filter: Filter, options?: FindOptions): Promise<Page<T>>;
  count(collection: string, filter: Filter): Promise<number>;
}

/**
 * - active: what readers see; the live runner writes it;
 * - building: a rebuild is filling it; promoted once caught up;
 * - copy: a named historical copy (e.g. "as of 2026-06-01"), never promoted, read by name;
 * - retired: replaced by a newer generation, about to be dropped.
 */
export type GenerationState = 'active' | 'building' | 'copy' | 'retired';

export interface GenerationInfo {
  projection: string;
  generation: number;
  state: GenerationState;
  checkpoint: number;
  /** Name of a historical copy; null otherwise. */
  label: string | null;
}

/** Thrown by a target whose generation was replaced; its writer re-attaches to the active one. */
export class GenerationRetiredError extends Error {
  constructor(
    readonly projection: string,
    readonly generation: number,
  ) {
    super(`Generation ${generation} of projection ${projection} is no longer active`);
    this.name = 'GenerationRetiredError';
  }
}

/**
 * Thrown by a target whose writes, handed over earlier and shown to readers, could not be stored
 * (a store that writes behind): its writer starts again from the stored checkpoint.
 */
export class WritesLostError extends Error {
  constructor(
    readonly projection: string,
    readonly generation: number,
    readonly reason: unknown,
  ) {
    super(`Writes of generation ${generation} of projection ${projection} were lost: ${String(reason)}`);
    this.name = 'WritesLostError';
  }
}

/** One generation of one projection's collections: what exactly one runner writes. */
export interface ProjectionTarget {
  readonly projection: string;
  readonly generation: number;
  getMany<T extends ReadDoc>(collection: string, ids: string[]): Promise<Map<string, T>>;
  getCheckpoint(): Promise<number>;
  /**
   * Applies a batch and moves this generation's checkpoint, atomically where the engine allows.
   * A put or delete whose position is not greater than the stored document's _position changes
   * nothing. Throws GenerationRetiredError once the generation has been replaced. `shownNewer`:
   * the writer read every document it writes from this target (or kept it from its own last
   * writes), so each write is newer than what readers are shown; a store may then skip comparing.
   */
  applyBatch(writes: DocWrite[], checkpoint: number, options?: { shownNewer?: boolean }): Promise<void>;
}

export type PromoteResult =
  /** The generation is now what readers see; the previous one is dropped. */
  | 'switched'
  /** The active generation has applied events this one has not; catch up and try again. */
  | 'behind';

export interface ReadStore extends ReadStoreReader {
  /**
   * Declares collections and their indexes (idempotent). They belong to `projection` (default:
   * each collection is its own projection); a collection belongs to one projection only.
   */
  ensureCollections(specs: CollectionSpec[], projection?: string): Promise<void>;

  /** Applies a batch to the active generation of a projection and moves its checkpoint. */
  applyBatch(projection: string, writes: DocWrite[], checkpoint: number): Promise<void>;
  /** Last position the projection's active generation has applied (0 when it never ran). */
  getCheckpoint(projection: string): Promise<number>;

  /** The active generation of a projection, created (with its collections) on first use. */
  attach(projection: ProjectionShape): Promise<ProjectionTarget>;
  /**
   * A fresh, empty generation beside the active one (checkpoint 0). Without `copy` it is a
   * rebuild meant to be promoted; with `copy` it is a named historical copy.
   */
  createGeneration(projection: ProjectionShape, options?: { copy?: string }): Promise<ProjectionTarget>;
  /**
   * Makes a building generation the active one, atomically for every reader, provided it has
   * applied at least everything the active one has (unless `replaceAhead`: the active one is ahead
   * of the log, as after a restore of an older log, and can never be caught up with); then drops
   * the previous generation.
   */
  promote(projection: string, generation: number, options?: { replaceAhead?: boolean }): Promise<PromoteResult>;
  /** Drops a generation that is not active (an abandoned rebuild, a copy no longer wanted). */
  dropGeneration(projection: string, generation: number): Promise<void>;
  generations(projection: string): Promise<GenerationInfo[]>;
  /** Reads a named historical copy; null when no copy has that name. */
  copy(label: string): Promise<ReadStoreReader | null>;
  /**
   * A value that changes whenever readers may be switched to other generations (a promotion, from
   * this process or another). What was read and kept from the previous ones must then be dropped.
   */
  activeLayout(): Promise<string>;

  close(): Promise<void>;
}
