import type { RecordedEvent } from '../event-store/port';
import type { ReadDoc, ReadStore } from '../read-store/port';

/** The read-store collection of every projection's fault record, in read.db beside the read models. */
export const FAULTS_COLLECTION = 'projection_faults';
/** The owner the read store files it under; no projection of the game is called so. */
const FAULTS_OWNER = 'projection-faults';

/** An event a projection's handler kept throwing on, held until an operator retries or skips it. */
export interface ParkedEvent {
  position: number;
  type: string;
  streamId: string;
  eventId: string;
  error: string;
  /** ISO-8601. */
  parkedAt: string;
  attempts: number;
}

/** What an operator asked for a parked event (`npm run admin -- projections retry|skip <name>`). */
export type FaultDecision = 'retry' | 'skip';

/** One projection's record: what is parked, what was decided, and what was skipped before. */
export interface FaultRecord extends ReadDoc {
  parked: ParkedEvent | null;
  decision: FaultDecision | null;
  /** Events parked since the record was made: what `il_projection_faults_total` counts. */
  faults: number;
  /** Skipped events stay listed here: none leaves the read model without a trace. */
  skipped: Array<ParkedEvent & { skippedAt: string }>;
}

/**
 * The fault records, kept in the read store so that whoever runs a projection (the leader's
 * projector thread, a projection worker) and whoever looks (`npm run admin`, `/metrics` in any
 * process) see the same ones, and they outlive a restart. Each write raises `_position` by one,
 * which the store's position guard needs to take it.
 */
export class ProjectionFaults {
  private prepared: Promise<void> | null = null;

  constructor(private readonly store: ReadStore) {}

  private prepare(): Promise<void> {
    this.prepared ??= this.store.ensureCollections([{ name: FAULTS_COLLECTION }], FAULTS_OWNER);
    return this.prepared;
  }

  async get(projection: string): Promise<FaultRecord | null> {
    await this.prepare();
    return this.store.get<FaultRecord>(FAULTS_COLLECTION, projection);
  }

  async all(): Promise<FaultRecord[]> {
    await this.prepare();
    const records: FaultRecord[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: FaultRecord[]; nextCursor: string | null } = await this.store.find<FaultRecord>(FAULTS_COLLECTION, {}, { cursor, limit: 500 });
      records.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return records;
  }

  async park(projection: string, event: RecordedEvent, error: unknown, attempts: number, at: Date): Promise<ParkedEvent> {
    const parked: ParkedEvent = {
      position: event.position,
      type: event.type,
      streamId: event.streamId,
      eventId: event.id,
      error: describe(error),
      parkedAt: at.toISOString(),
      attempts,
    };
    await this.change(projection, (record) => ({ ...record, parked, decision: null, faults: record.faults + 1 }));
    return parked;
  }

  /** An operator's decision for the parked event; false when nothing is parked. */
  async decide(projection: string, decision: FaultDecision): Promise<boolean> {
    const record = await this.get(projection);
    if (!record?.parked) return false;
    await this.change(projection, (current) => ({ ...current, decision }));
    return true;
  }

  /** Clears the parked event once its decision has been carried out. */
  async resolve(projection: string, decision: FaultDecision, at: Date): Promise<void> {
    await this.change(projection, (record) => ({
      ...record,
      parked: null,
      decision: null,
      skipped: decision === 'skip' && record.parked ? [...record.skipped, { ...record.parked, skippedAt: at.toISOString() }] : record.skipped,
    }));
  }

  private async change(projection: string, next: (record: FaultRecord) => FaultRecord): Promise<void> {
    const current = (await this.get(projection)) ?? { _id: projection, _position: 0, parked: null, decision: null, faults: 0, skipped: [] };
    const doc = { ...next(current), _id: projection, _position: current._position + 1 };
    await this.store.applyBatch(FAULTS_OWNER, [{ collection: FAULTS_COLLECTION, kind: 'put', doc }], 0);
  }
}

function describe(error: unknown): string {
  const cause = error instanceof EventHandlerError ? error.cause : error;
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
}

/** A projection's own code (refs or evolve) threw on an event: the event is the fault, not the store. */
export class EventHandlerError extends Error {
  constructor(
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(`Projection handler failed on event ${event.position} (${event.type}): ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'EventHandlerError';
  }
}
