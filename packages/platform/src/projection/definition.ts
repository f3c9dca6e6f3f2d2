import type { RecordedEvent } from '../event-store/port';
import type { CollectionSpec, ReadDoc } from '../read-store/port';
import { EventDocs } from './event-docs';

/** A reference to one read-model document that a projection needs in order to apply an event. */
export interface DocRef {
  collection: string;
  id: string;
}

/** The documents a projection asked for, keyed by `${collection}/${id}`; null when absent. */
export type LoadedDocs = ReadonlyMap<string, ReadDoc | null>;

/** What evolve returns: the new state of each touched document (null deletes it). */
export interface DocChange {
  collection: string;
  id: string;
  doc: Omit<ReadDoc, '_position'> | null;
}

/**
 * A projection is pure: for an event it names the documents it reads (`refs`), and from those
 * documents and the event it computes their new state (`evolve`). The runtime loads, guards by
 * position, writes and checkpoints; the same definition therefore runs on SQLite and MongoDB,
 * live and in a replay, and is unit-tested as given-events / then-documents.
 */
export interface ProjectionDefinition {
  /** Stable name; the checkpoint and the collections belong to it. */
  name: string;
  collections: CollectionSpec[];
  /** Event types this projection reacts to; others only move its checkpoint. */
  eventTypes: readonly string[];
  refs(event: RecordedEvent): DocRef[];
  evolve(docs: LoadedDocs, event: RecordedEvent): DocChange[];
}

/**
 * The key LoadedDocs use for a document: `${collection}/${id}`. While evolve runs, the key of a
 * document its event's refs named is the very string the runtime holds (see EventDocs.current),
 * so looking the document up is an identity check; any other key is built.
 */
export const docKey = (collection: string, id: string): string =>
  EventDocs.current?.keyOf(collection, id) ?? `${collection}/${id}`;
