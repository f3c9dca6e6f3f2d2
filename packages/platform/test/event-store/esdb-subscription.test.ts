import { PassThrough } from 'node:stream';
import {
  START,
  type AllStreamResolvedEvent,
  type EventStoreDBClient,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
import { EsdbEventStore } from '../../src/event-store/esdb-event-store';
import type { RecordedEvent } from '../../src/event-store/port';
import { waitUntil } from './contract';

/** The adapter's handling of a $all subscription stream, checked against a stand-in client. */
class FakeSubscription extends PassThrough {
  unsubscribed = false;
  constructor() {
    super({ objectMode: true });
  }
  async unsubscribe(): Promise<void> {
    this.unsubscribed = true;
    this.end();
  }
}

function resolved(position: number, type = 'Happened'): AllStreamResolvedEvent {
  return {
    event: {
      streamId: 's',
      id: `id-${position}`,
      isJson: true,
      revision: 0n,
      type,
      created: new Date(0),
      data: {},
      metadata: { schemaVersion: 1 },
      position: { commit: BigInt(position), prepare: BigInt(position) },
    },
  };
}

function fakeClient(head: number): { client: EventStoreDBClient; stream: FakeSubscription; options: SubscribeToAllOptions[] } {
  const stream = new FakeSubscription();
  const options: SubscribeToAllOptions[] = [];
  const client = {
    subscribeToAll(o: SubscribeToAllOptions) {
      options.push(o);
      return stream;
    },
    // headPosition reads $all backwards: one page holding the head event.
    readAll() {
      return PassThrough.from(head > 0 ? [resolved(head)] : []);
    },
    async dispose() {},
  };
  return { client: client as unknown as EventStoreDBClient, stream, options };
}

describe('EsdbEventStore subscriptions', () => {
  it('subscribes from the position with system events filtered out, and delivers strictly after it', async () => {
    const { client, stream, options } = fakeClient(40);
    const store = new EsdbEventStore({ client, readBatchSize: 2 });
    const received: number[] = [];
    const subscription = store.subscribeToAll({ fromPosition: 10, onEvent: (e) => void received.push(e.position) });
    expect(options[0]!.fromPosition).toEqual({ commit: 10n, prepare: 10n });
    expect(options[0]!.filter).toMatchObject({ filterOn: 'eventType' });

    for (const event of [resolved(10), resolved(20), resolved(25, '$stats'), resolved(30), resolved(30), resolved(40)]) stream.write(event);
    await subscription.caughtUp();
    expect(received).toEqual([20, 30, 40]);
    await subscription.stop();
    expect(stream.unsubscribed).toBe(true);
    await store.close();
  });

  it('starts at the beginning for position 0', async () => {
    const { client, options } = fakeClient(0);
    const store = new EsdbEventStore({ client });
    const subscription = store.subscribeToAll({ fromPosition: 0, onEvent: () => undefined });
    expect(options[0]!.fromPosition).toBe(START);
    await subscription.caughtUp();
    await store.close();
  });

  it('waits for each handler before the next event', async () => {
    const { client, stream } = fakeClient(30);
    const store = new EsdbEventStore({ client });
    const log: string[] = [];
    const subscription = store.subscribeToAll({
      fromPosition: 0,
      async onEvent(e: RecordedEvent) {
        log.push(`start ${e.position}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${e.position}`);
      },
    });
    [resolved(10), resolved(20), resolved(30)].forEach((e) => stream.write(e));
    await subscription.caughtUp();
    expect(log).toEqual(['start 10', 'end 10', 'start 20', 'end 20', 'start 30', 'end 30']);
    await store.close();
  });

  it('reports a server that ends the subscription, and a failing handler', async () => {
    const ended = fakeClient(99);
    const errors: unknown[] = [];
    const store = new EsdbEventStore({ client: ended.client });
    const subscription = store.subscribeToAll({ fromPosition: 0, onEvent: () => undefined, onError: (e) => void errors.push(e) });
    ended.stream.end();
    await waitUntil(() => errors.length === 1);
    await expect(subscription.caughtUp()).rejects.toThrow('ended the subscription');

    const failing = fakeClient(99);
    const failures: unknown[] = [];
    const other = new EsdbEventStore({ client: failing.client });
    other.subscribeToAll({
      fromPosition: 0,
      onEvent: () => {
        throw new Error('handler failed');
      },
      onError: (e) => void failures.push(e),
    });
    failing.stream.write(resolved(5));
    await waitUntil(() => failures.length === 1);
    expect(failing.stream.unsubscribed).toBe(true);
    await Promise.all([store.close(), other.close()]);
  });
});
