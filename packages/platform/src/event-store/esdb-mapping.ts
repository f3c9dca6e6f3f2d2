import { randomUUID } from 'node:crypto';
import {
  ANY,
  NO_STREAM,
  type AppendExpectedRevision,
  type EventData,
  type JSONType,
  type Position,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, ExpectedRevision, NewEvent, RecordedEvent } from './port';

/** Translations between the port's shapes and the EventStoreDB client's. */

export const isSystemEvent = (type: string): boolean => type.startsWith('$');

export const exactPosition = (position: number): Position => ({
  commit: BigInt(position),
  prepare: BigInt(position),
});

export function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
}

export function toEventData(event: NewEvent): EventData {
  return {
    id: randomUUID(),
    contentType: 'application/json',
    type: event.type,
    // The client serialises data with JSON.stringify, which takes any JSON value; its type only
    // names the common shapes.
    data: event.data as JSONType,
    metadata: { ...event.metadata },
  };
}

export function toRecorded(event: EsdbRecordedEvent, knownPosition?: number): RecordedEvent {
  // Servers before 22.6 leave stream reads without a position, or fill in 2^64 - 1.
  const reported = event.position && event.position.commit < 2n ** 63n ? Number(event.position.commit) : undefined;
  const position = knownPosition ?? reported;
  if (position === undefined) {
    throw new Error(`The server reported no position for ${event.streamId}@${event.revision}; KurrentDB/EventStoreDB 22.6 or later is required`);
  }
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position,
    type: event.type,
    data: event.data as unknown,
    metadata: event.metadata as unknown as EventMetadata,
  };
}
