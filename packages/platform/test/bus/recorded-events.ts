import type { RecordedEvent } from '../../src/event-store/port';

/** A recorded event as the relay would read it, for tests that feed Kafka directly. */
export function recordedEvent(position: number, streamId: string, data: Record<string, unknown> = {}): RecordedEvent {
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    streamId,
    revision: 0,
    position,
    type: 'TestHappened',
    data,
    metadata: {
      schemaVersion: 1,
      correlationId: `corr-${position}`,
      causationId: `cause-${position}`,
      userId: null,
      at: '2026-01-01T00:00:00.000Z',
    },
  };
}
