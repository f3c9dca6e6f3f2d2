import type { RecordedEvent } from '../event-store/port';

/**
 * Where projections get events from. Embedded: the event store's own global log, read from the
 * projection's checkpoint. Distributed: Kafka topics fed by the relay, consumed in the
 * projection's own consumer group. Either way delivery is at-least-once and in order per league,
 * and the read store's position guard turns it into exactly-once effects.
 */
export interface EventBatchHandler {
  /** Nothing returned: the batch was handled when the call returned (a projection it does not concern). */
  (events: RecordedEvent[]): Promise<void> | void;
}

export interface BusConsumer {
  /** Starts delivering batches of events after `afterPosition`; resolves once running. */
  start(afterPosition: number, onBatch: EventBatchHandler): Promise<void>;
  stop(): Promise<void>;
}

export interface Bus {
  /** A consumer for one projection group. */
  consumer(group: string): BusConsumer;
  close(): Promise<void>;
}
