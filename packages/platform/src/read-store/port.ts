/**
 * The read-store port: named collections of JSON documents that projections write and queries read.
 * Every document records the global position of the last event applied to it (`_position`), so a
 * redelivered event is ignored, and every projection keeps its checkpoint beside its documents.
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
  /** Fields (dotted paths allowed) that queries filter or sort on. */
  indexes?: string[][];
}

export interface ReadStore {
  get<T extends ReadDoc>(collection: string, id: string): Promise<T | null>;
  getMany<T extends ReadDoc>(collection: string, ids: string[]): Promise<Map<string, T>>;
  find<T extends ReadDoc>(collection: string, filter: Filter, options?: FindOptions): Promise<Page<T>>;
  count(collection: string, filter: Filter): Promise<number>;

  /** Declares collections and their indexes (idempotent). */
  ensureCollections(specs: CollectionSpec[]): Promise<void>;

  /**
   * Applies a projection's batch and moves its checkpoint, atomically where the engine allows
   * (SQLite: one transaction). A put or delete whose position is not greater than the stored
   * document's _position changes nothing.
   */
  applyBatch(projection: string, writes: DocWrite[], checkpoint: number): Promise<void>;
  /** Last position the projection has applied (0 when it never ran). */
  getCheckpoint(projection: string): Promise<number>;

  close(): Promise<void>;
}
