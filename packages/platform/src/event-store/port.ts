/**
 * The event store port. Streams hold a single aggregate's events in revision order (0-based);
 * the global log orders every event of every stream by a monotonic position (first event > 0).
 */

export interface EventMetadata {
  schemaVersion: number;
  correlationId: string;
  causationId: string;
  userId: number | null;
  /** ISO-8601 time the command was decided, taken from the injected clock. */
  at: string;
}

export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  metadata: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = unknown> extends NewEvent<T, D> {
  /** Unique id of the event (uuid). */
  id: string;
  streamId: string;
  /** 0-based revision of the event inside its stream. */
  revision: number;
  /** Position in the global log; strictly increasing, never reused, > 0. */
  position: number;
}

/**
 * - a number: the stream's current last revision must equal it;
 * - 'no_stream': the stream must not exist (reservations, creation);
 * - 'any': no check.
 */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendResult {
  /** Revision of the last appended event. */
  revision: number;
  /** Global position of the last appended event. */
  position: number;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** Actual last revision, or -1 when the stream does not exist. */
    readonly actual: number,
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface Subscription {
  /** Stops delivery; resolves once the handler will not be called again. */
  stop(): Promise<void>;
  /** Resolves when the subscription has delivered everything up to the head known at the call. */
  caughtUp(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events with position strictly greater than this (0 = from the start). */
  fromPosition: number;
  /** Called in order, one event at a time; the next event waits for the returned promise. */
  onEvent(event: RecordedEvent): void | Promise<void>;
  onError?(error: unknown): void;
}

export interface EventStore {
  /** Appends atomically: all events or none. Throws WrongExpectedRevisionError on conflict. */
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream in revision order, from the given revision (inclusive, default 0). */
  readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Up to maxCount events of the global log with position strictly greater than afterPosition. */
  readAll(afterPosition: number, maxCount: number): Promise<RecordedEvent[]>;
  /** Position of the last event in the global log (0 when empty). */
  headPosition(): Promise<number>;
  /** Catch up from fromPosition, then go live, without gaps or duplicates. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}
