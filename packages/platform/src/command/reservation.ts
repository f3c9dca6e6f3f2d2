import { WrongExpectedRevisionError, type EventStore, type NewEvent } from '../event-store/port';

/**
 * A reservation stream names the holder of something unique (an e-mail address, a character
 * slot); the holder's own stream is written right after it. A process can die in between, which
 * leaves a reservation naming a holder that never came to be: the next claim takes it over.
 *
 * Taking over is only safe once the holder can no longer be written. Reading its stream empty
 * proves nothing (its writer may be about to append, in another process), so the claim first
 * writes the void event as the first event of the holder's stream, with expected revision
 * "no stream". The holder's writer appends with "no stream" too (`writeHolder`), so of the two
 * exactly one lands: either the holder exists and the claim is refused, or the holder is void and
 * its writer is refused. Both are single-stream appends, so this holds on every event store and
 * across any number of processes.
 */
export interface ReservationClaim {
  reservationStream: string;
  /** The reservation stream's last revision as read; -1 when it does not exist. */
  lastRevision: number;
  /** The stream of the holder the last reservation names; null when there is none. */
  heldBy: string | null;
  /** Written first on `heldBy` to take it over; a holder stream starting with its type is void. */
  voidEvent: NewEvent;
  /** The new reservation, naming the caller's holder. */
  reservation: NewEvent;
}

/** 'taken': the last reservation's holder exists, or another claim got there first. */
export type ClaimOutcome = 'claimed' | 'taken';

export async function claimReservation(store: EventStore, claim: ReservationClaim): Promise<ClaimOutcome> {
  if (claim.heldBy !== null) {
    try {
      await store.append(claim.heldBy, [claim.voidEvent], 'no_stream');
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      // Another claim voided it first (the append below settles which claim wins), or it exists.
      const [first] = await store.readStream(claim.heldBy, 0);
      if (first?.type !== claim.voidEvent.type) return 'taken';
    }
  }
  try {
    await store.append(claim.reservationStream, [claim.reservation], claim.lastRevision === -1 ? 'no_stream' : claim.lastRevision);
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return 'taken';
    throw error;
  }
  return 'claimed';
}

/**
 * The holder's first events, only on a stream that does not exist yet: a claim that voided it
 * meanwhile wins, and the answer is 'taken'.
 */
export async function writeHolder(
  store: EventStore,
  holderStream: string,
  events: NewEvent[],
): Promise<{ position: number; revision: number } | 'taken'> {
  try {
    const result = await store.append(holderStream, events, 'no_stream');
    return { position: result.position, revision: result.revision };
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return 'taken';
    throw error;
  }
}
