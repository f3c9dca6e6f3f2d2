import {
  ANY,
  NO_STREAM,
  WrongExpectedVersionError,
  type AppendToStreamOptions,
  type EventData,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import { EsdbEventStore } from '../../src/event-store/esdb-event-store';
import { WrongExpectedRevisionError, type ExpectedRevision } from '../../src/event-store/port';
import { event } from './contract';

/** The adapter's translation of appends and their failures, checked against a stand-in client. */
function recordingClient(outcome: (options: AppendToStreamOptions) => Promise<unknown>): {
  client: EventStoreDBClient;
  calls: { stream: string; events: EventData[]; options: AppendToStreamOptions }[];
} {
  const calls: { stream: string; events: EventData[]; options: AppendToStreamOptions }[] = [];
  const client = {
    async appendToStream(stream: string, events: EventData[], options: AppendToStreamOptions) {
      calls.push({ stream, events, options });
      return outcome(options);
    },
    async dispose() {},
  };
  return { client: client as unknown as EventStoreDBClient, calls };
}

const succeed = async (): Promise<unknown> => ({ success: true, nextExpectedRevision: 4n, position: { commit: 1234n, prepare: 1234n } });

describe('EsdbEventStore appends', () => {
  it.each<[ExpectedRevision, unknown]>([
    ['any', ANY],
    ['no_stream', NO_STREAM],
    [3, 3n],
  ])('passes expected revision %p on as %p', async (expected, mapped) => {
    const { client, calls } = recordingClient(succeed);
    const store = new EsdbEventStore({ client });
    expect(await store.append('s-1', [event('A', { n: 1 })], expected)).toEqual({ revision: 4, position: 1234 });
    expect(calls[0]!.options.expectedRevision).toBe(mapped);
  });

  it('sends JSON events with fresh ids, the type, data and metadata', async () => {
    const { client, calls } = recordingClient(succeed);
    await new EsdbEventStore({ client }).append('s-1', [event('A', { n: 1 }), event('B')], 'any');
    const [first, second] = calls[0]!.events;
    expect(first).toMatchObject({ contentType: 'application/json', type: 'A', data: { n: 1 }, metadata: { schemaVersion: 1, userId: 7 } });
    expect(first!.id).not.toBe(second!.id);
  });

  it.each<[bigint | 'no_stream', number]>([
    [5n, 5],
    [NO_STREAM, -1],
  ])('turns a wrong expected version (actual %p) into WrongExpectedRevisionError', async (current, actual) => {
    const { client } = recordingClient(async () => {
      throw new WrongExpectedVersionError(undefined, { streamName: 's-1', expected: 2n, current });
    });
    const error: unknown = await new EsdbEventStore({ client }).append('s-1', [event('A')], 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId: 's-1', expected: 2, actual });
  });

  it('lets other failures through unchanged', async () => {
    const failure = new Error('unavailable');
    const { client } = recordingClient(async () => {
      throw failure;
    });
    await expect(new EsdbEventStore({ client }).append('s-1', [event('A')], 'any')).rejects.toBe(failure);
  });
});
