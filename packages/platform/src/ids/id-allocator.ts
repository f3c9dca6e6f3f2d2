import type { Ids } from '../deps';
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from '../event-store/port';
import { systemClock, type Clock } from '../time/clock';

export const ID_BLOCK_RESERVED = 'IdBlockReserved';

/** Ids `from`..`to` (both inclusive) of `kind` belong to whoever appended this event. */
export interface IdBlockReserved {
  kind: string;
  from: number;
  to: number;
}

export const idStreamOf = (kind: string): string => `ids-${kind}`;

export interface IdAllocatorOptions {
  /** Ids reserved per append; larger blocks mean fewer appends and larger gaps after restarts. */
  blockSize: number;
  /** Block sizes of kinds that differ from `blockSize`. */
  blockSizes?: Readonly<Record<string, number>>;
  clock?: Clock;
  /** Reservation attempts before giving up when other processes keep winning the race. */
  maxAttempts?: number;
}

interface KindState {
  /** Next id to hand out from the local block; the block is used up when next > to. */
  next: number;
  to: number;
  /** What this process knows of the reservation stream: its last revision and highest id. */
  revision: number;
  reservedUpTo: number;
  reserving: Promise<void> | null;
}

/**
 * Hi/lo id allocation over the event store. Each kind has a reservation stream; a block of ids is
 * claimed by appending IdBlockReserved with the exact revision this process last read, so when
 * two processes race for the next block one append fails, re-reads, and claims the block after.
 * Ids within a block are then handed out from memory. Ids left in a block when the process stops
 * are never used: ids are unique and increasing per process, not gap-free.
 */
export class IdAllocator implements Ids {
  private readonly kinds = new Map<string, KindState>();
  private readonly blockSize: number;
  private readonly blockSizes: Readonly<Record<string, number>>;
  private readonly clock: Clock;
  private readonly maxAttempts: number;

  constructor(
    private readonly store: EventStore,
    options: IdAllocatorOptions,
  ) {
    for (const [kind, size] of [['', options.blockSize] as const, ...Object.entries(options.blockSizes ?? {})]) {
      if (!Number.isSafeInteger(size) || size < 1) {
        throw new RangeError(`The block size${kind ? ` of ${kind}` : ''} must be a positive integer, got ${size}`);
      }
    }
    this.blockSize = options.blockSize;
    this.blockSizes = options.blockSizes ?? {};
    this.clock = options.clock ?? systemClock;
    this.maxAttempts = options.maxAttempts ?? 25;
  }

  async next(kind: string): Promise<number> {
    if (kind === '') throw new RangeError('An id kind must not be empty');
    const state = this.stateOf(kind);
    for (;;) {
      if (state.next <= state.to) return state.next++;
      // Callers that find the block empty at the same time share one reservation.
      state.reserving ??= this.reserve(kind, state).finally(() => {
        state.reserving = null;
      });
      await state.reserving;
    }
  }

  private stateOf(kind: string): KindState {
    let state = this.kinds.get(kind);
    if (!state) {
      state = { next: 1, to: 0, revision: -1, reservedUpTo: 0, reserving: null };
      this.kinds.set(kind, state);
    }
    return state;
  }

  private async reserve(kind: string, state: KindState): Promise<void> {
    const stream = idStreamOf(kind);
    for (let attempt = 1; ; attempt++) {
      for (const event of await this.store.readStream(stream, state.revision + 1)) {
        state.revision = event.revision;
        if (event.type === ID_BLOCK_RESERVED && isIdBlock(event.data)) {
          state.reservedUpTo = Math.max(state.reservedUpTo, event.data.to);
        }
      }
      const size = Object.hasOwn(this.blockSizes, kind) ? (this.blockSizes[kind] as number) : this.blockSize;
      const block: IdBlockReserved = { kind, from: state.reservedUpTo + 1, to: state.reservedUpTo + size };
      if (!Number.isSafeInteger(block.to)) throw new RangeError(`Ids of kind ${kind} are exhausted`);
      try {
        const result = await this.store.append(
          stream,
          [this.reservation(block)],
          state.revision === -1 ? 'no_stream' : state.revision,
        );
        state.revision = result.revision;
        state.reservedUpTo = block.to;
        state.next = block.from;
        state.to = block.to;
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= this.maxAttempts) {
          throw new Error(`Could not reserve ids of kind ${kind} after ${attempt} attempts`, { cause: error });
        }
        // Jitter keeps processes that just collided from colliding again in lockstep.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
      }
    }
  }

  private reservation(block: IdBlockReserved): NewEvent<typeof ID_BLOCK_RESERVED, IdBlockReserved> {
    return {
      type: ID_BLOCK_RESERVED,
      data: block,
      metadata: {
        schemaVersion: 1,
        correlationId: 'ids',
        causationId: 'ids',
        userId: null,
        at: this.clock.now().toISOString(),
      },
    };
  }
}

function isIdBlock(data: unknown): data is IdBlockReserved {
  if (typeof data !== 'object' || data === null) return false;
  const { from, to } = data as Record<string, unknown>;
  return Number.isSafeInteger(from) && Number.isSafeInteger(to);
}
