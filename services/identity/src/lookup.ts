import { streams, type EmailReservationEvent } from '@il/events';
import { loadState, type EventStore } from '@il/platform';
import { emailKey } from './tokens';
import { userDecider, type UserState } from './user-decider';

/**
 * Finds a user by e-mail through the reservation stream (commands read event streams, never
 * read models), then folds the user's own stream.
 */
export async function findUserByEmail(
  store: EventStore,
  email: string,
): Promise<{ user: UserState | null; reservationRevision: number; reservedUserId: number | null }> {
  const reservation = await store.readStream(streams.emailReservation(emailKey(email)));
  const last = reservation[reservation.length - 1] as unknown as (EmailReservationEvent & { revision: number }) | undefined;
  if (!last) return { user: null, reservationRevision: -1, reservedUserId: null };
  const { state } = await loadState(store, streams.user(last.data.userId), userDecider);
  return { user: state.exists ? state : null, reservationRevision: last.revision, reservedUserId: last.data.userId };
}
