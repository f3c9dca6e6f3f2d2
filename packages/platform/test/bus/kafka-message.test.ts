import type { KafkaMessage } from 'kafkajs';
import {
  KafkaMessageDecodeError,
  fromKafkaMessage,
  headerText,
  partitionKeyOf,
  toKafkaMessage,
} from '../../src/bus/kafka-message';
import { recordedEvent } from './recorded-events';

const asReceived = (value: Buffer | string | null, offset = '7'): KafkaMessage => ({
  key: null,
  value: typeof value === 'string' ? Buffer.from(value) : value,
  timestamp: '0',
  attributes: 0,
  offset,
  headers: {},
});

describe('Kafka message mapping', () => {
  it('keys league events by league so a league stays in one partition', () => {
    expect(partitionKeyOf(recordedEvent(1, 'character-9', { leagueId: 'L1' }))).toBe('league-L1');
    expect(partitionKeyOf(recordedEvent(2, 'post-3', { leagueId: 42 }))).toBe('league-42');
  });

  it('keys events without a league by their stream', () => {
    expect(partitionKeyOf(recordedEvent(1, 'user-5', { email: 'a@b.c' }))).toBe('user-5');
    expect(partitionKeyOf(recordedEvent(1, 'user-5', { leagueId: '' }))).toBe('user-5');
    expect(partitionKeyOf(recordedEvent(1, 'user-5', { leagueId: null }))).toBe('user-5');
    expect(partitionKeyOf({ ...recordedEvent(1, 'user-5'), data: 'plain' })).toBe('user-5');
  });

  it('carries the whole recorded event as JSON, with position, type and correlation id in headers', () => {
    const event = recordedEvent(12, 'league-1', { leagueId: '1', name: 'Stars' });
    const message = toKafkaMessage(event);
    expect(message.key).toBe('league-1');
    expect(JSON.parse(String(message.value))).toEqual(event);
    expect(headerText(message.headers, 'position')).toBe('12');
    expect(headerText(message.headers, 'type')).toBe('TestHappened');
    expect(headerText(message.headers, 'correlationId')).toBe('corr-12');
    expect(headerText(message.headers, 'eventId')).toBe(event.id);
    expect(headerText(message.headers, 'streamId')).toBe('league-1');
  });

  it('decodes what it encodes', () => {
    const event = recordedEvent(3, 'user-1', { n: 1 });
    expect(fromKafkaMessage('events', 0, asReceived(String(toKafkaMessage(event).value)))).toEqual(event);
  });

  it('refuses messages that are not recorded events, naming where they sit', () => {
    expect(() => fromKafkaMessage('events', 2, asReceived(null))).toThrow(KafkaMessageDecodeError);
    expect(() => fromKafkaMessage('events', 2, asReceived('not json'))).toThrow('events/2@7');
    const noPosition = { ...recordedEvent(1, 's'), position: 0 };
    expect(() => fromKafkaMessage('events', 0, asReceived(JSON.stringify(noPosition)))).toThrow(KafkaMessageDecodeError);
  });
});
