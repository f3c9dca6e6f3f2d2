import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { RecordedEvent } from '../event-store/port';
import { scopeOfEvent } from '../read-cache/event-scope';

/** Header names the relay sets on every message, for tooling that should not parse the value. */
export const KAFKA_HEADERS = {
  position: 'position',
  type: 'type',
  correlationId: 'correlationId',
  eventId: 'eventId',
  streamId: 'streamId',
} as const;

/**
 * The message key decides the partition, and Kafka orders messages only within a partition.
 * Keying by league keeps a league's events (character, posts, chat, leaderboard) in order;
 * events outside any league fall back to their own stream, whose order is then preserved.
 */
export function partitionKeyOf(event: RecordedEvent): string {
  return scopeOfEvent(event);
}

export function toKafkaMessage(event: RecordedEvent): Message {
  return {
    key: partitionKeyOf(event),
    value: JSON.stringify(event),
    headers: {
      [KAFKA_HEADERS.position]: String(event.position),
      [KAFKA_HEADERS.type]: event.type,
      [KAFKA_HEADERS.correlationId]: event.metadata.correlationId,
      [KAFKA_HEADERS.eventId]: event.id,
      [KAFKA_HEADERS.streamId]: event.streamId,
    },
  };
}

export class KafkaMessageDecodeError extends Error {
  constructor(
    readonly topic: string,
    readonly partition: number,
    readonly offset: string,
    reason: string,
  ) {
    super(`Message ${topic}/${partition}@${offset} is not a recorded event: ${reason}`);
    this.name = 'KafkaMessageDecodeError';
  }
}

const isRecordedEvent = (value: unknown): value is RecordedEvent => {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.streamId === 'string' &&
    typeof v.type === 'string' &&
    Number.isSafeInteger(v.revision) &&
    Number.isSafeInteger(v.position) &&
    (v.position as number) > 0 &&
    v.metadata !== null &&
    typeof v.metadata === 'object'
  );
};

/**
 * Messages on the topic are written by the relay only, so one that does not decode means a
 * foreign producer or a broken relay; it fails loudly rather than being skipped, because a
 * skipped event would leave read models silently wrong.
 */
export function fromKafkaMessage(topic: string, partition: number, message: KafkaMessage): RecordedEvent {
  const fail = (reason: string) => new KafkaMessageDecodeError(topic, partition, message.offset, reason);
  if (!message.value) throw fail('empty value');
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.value.toString('utf8'));
  } catch {
    throw fail('value is not JSON');
  }
  if (!isRecordedEvent(parsed)) throw fail('value lacks id, streamId, type, revision, position or metadata');
  return parsed;
}

/** Reads a header as text; kafkajs hands headers back as buffers. */
export function headerText(headers: IHeaders | undefined, name: string): string | undefined {
  const raw = headers?.[name];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return first === undefined ? undefined : first.toString();
}
