import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamRecordedEvent,
  type ReadPosition,
} from '@eventstore/db-client';
import { EsdbSubscription } from './esdb-subscription';
import { exactPosition, isSystemEvent, toEsdbExpected, toEventData, toRecorded } from './esdb-mapping';
import { assertExpectedRevision, assertNonEmpty } from './expected-revision';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './port';

export type EsdbEventStoreOptions = (
  | {
      /** For example `esdb://localhost:2113?tls=false`. */
      connectionString: string;
    }
  | {
      /** A client the caller built (custom credentials, a gossip cluster); close() disposes it. */
      client: EventStoreDBClient;
    }
) & {
  /** Page size for reads of $all. */
  readBatchSize?: number;
};

/**
 * The distributed event store: EventStoreDB / KurrentDB over gRPC. The global position is the
 * event's commit position in the server's transaction log. Since the server writes every append
 * as a self-committing transaction, each event's commit position is its own log position, so it
 * is unique per event and grows with commit order; unlike SQLite's it has gaps (it is a byte
 * offset), which the port allows. System events (types starting with `$`) are not ours and are
 * filtered out of every global read.
 */
export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly readBatchSize: number;
  private readonly subscriptions = new Set<EsdbSubscription>();

  constructor(options: EsdbEventStoreOptions) {
    this.client = 'client' in options ? options.client : EventStoreDBClient.connectionString(options.connectionString);
    // A page must hold at least one event beyond the repeated boundary event to make progress.
    this.readBatchSize = Math.max(2, options.readBatchSize ?? 500);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    assertExpectedRevision(expected);
    assertNonEmpty(streamId, events);
    try {
      const result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpected(expected),
      });
      if (!result.position) throw new Error(`The server did not report a position for the append to ${streamId}`);
      return { revision: Number(result.nextExpectedRevision), position: Number(result.position.commit) };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : -1;
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      throw error;
    }
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, { fromRevision: BigInt(fromRevision), direction: FORWARDS });
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecorded(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(afterPosition: number, maxCount: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // A read from a position includes the event at that position, so every page after the first
    // starts with the previous page's last event again; `seen` skips it.
    let seen = afterPosition;
    let from: ReadPosition = afterPosition > 0 ? exactPosition(afterPosition) : START;
    while (events.length < maxCount) {
      const pageSize = Math.min(this.readBatchSize, maxCount - events.length + 1);
      const page = await this.readAllPage(from, pageSize, FORWARDS);
      for (const event of page) {
        const position = Number(event.position.commit);
        if (position <= seen) continue;
        seen = position;
        if (!isSystemEvent(event.type) && events.length < maxCount) events.push(toRecorded(event, position));
      }
      const last = page.at(-1);
      if (page.length < pageSize || !last) break;
      from = last.position;
    }
    return events;
  }

  async headPosition(): Promise<number> {
    let from: ReadPosition = END;
    let below = Number.POSITIVE_INFINITY;
    for (;;) {
      const page = await this.readAllPage(from, this.readBatchSize, BACKWARDS);
      for (const event of page) {
        const position = Number(event.position.commit);
        if (position >= below) continue;
        if (!isSystemEvent(event.type)) return position;
        below = position;
      }
      const last = page.at(-1);
      if (page.length < this.readBatchSize || !last) return 0;
      from = last.position;
    }
  }

  private async readAllPage(
    from: ReadPosition,
    maxCount: number,
    direction: typeof FORWARDS | typeof BACKWARDS,
  ): Promise<AllStreamRecordedEvent[]> {
    const page: AllStreamRecordedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition: from, maxCount, direction })) {
      if (resolved.event) page.push(resolved.event);
    }
    return page;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const subscription = new EsdbSubscription(this.client, options, {
      headPosition: () => this.headPosition(),
      onFinished: (finished) => this.subscriptions.delete(finished),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }
}
