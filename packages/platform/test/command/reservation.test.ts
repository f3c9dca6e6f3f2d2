import { SqliteEventStore, claimReservation, writeHolder, type NewEvent } from '../../src';

const metadata = { schemaVersion: 1, correlationId: 'test-reservation', causationId: 'test-reservation', userId: 7, at: '2026-03-01T10:00:00.000Z' };
const reserved = (holder: number): NewEvent => ({ type: 'Reserved', data: { holder }, metadata });
const voided = (holder: number): NewEvent => ({ type: 'Voided', data: { holder }, metadata });
const created = (holder: number): NewEvent => ({ type: 'Created', data: { holder }, metadata });

/** Two claims interleaved as two processes would run them; the store is the only thing they share. */
describe('claimReservation', () => {
  let store: SqliteEventStore;
  beforeEach(() => {
    store = new SqliteEventStore({ file: ':memory:' });
  });
  afterEach(() => store.close());

  it('takes over a holder still being written only by voiding it, so its late write is refused', async () => {
    expect(await claimReservation(store, { reservationStream: 'r', lastRevision: -1, heldBy: null, voidEvent: voided(0), reservation: reserved(1) })).toBe('claimed');
    // Another process reads the reservation before holder 1 is written, and takes it over.
    expect(await claimReservation(store, { reservationStream: 'r', lastRevision: 0, heldBy: 'h-1', voidEvent: voided(1), reservation: reserved(2) })).toBe('claimed');
    expect(await writeHolder(store, 'h-1', [created(1)])).toBe('taken');
    expect(await writeHolder(store, 'h-2', [created(2)])).toMatchObject({ revision: 0 });
  });

  it('refuses to take over a holder that was written first', async () => {
    await claimReservation(store, { reservationStream: 'r', lastRevision: -1, heldBy: null, voidEvent: voided(0), reservation: reserved(1) });
    await writeHolder(store, 'h-1', [created(1)]);
    expect(await claimReservation(store, { reservationStream: 'r', lastRevision: 0, heldBy: 'h-1', voidEvent: voided(1), reservation: reserved(2) })).toBe('taken');
    expect(await store.readStream('r')).toHaveLength(1);
  });

  it('lets one of two claims on one void holder win, and a claim that died after voiding be taken over', async () => {
    await claimReservation(store, { reservationStream: 'r', lastRevision: -1, heldBy: null, voidEvent: voided(0), reservation: reserved(1) });
    // A claim voided holder 1 and died before its reservation.
    await store.append('h-1', [voided(1)], 'no_stream');
    const both = await Promise.all([
      claimReservation(store, { reservationStream: 'r', lastRevision: 0, heldBy: 'h-1', voidEvent: voided(1), reservation: reserved(2) }),
      claimReservation(store, { reservationStream: 'r', lastRevision: 0, heldBy: 'h-1', voidEvent: voided(1), reservation: reserved(3) }),
    ]);
    expect(both.sort()).toEqual(['claimed', 'taken']);
    expect(await store.readStream('r')).toHaveLength(2);
  });
});
