import { streams } from '@il/events';
import { SqliteEventStore } from '@il/platform';
import { characterIdIn } from '../src/character/character-slot';

const reserved = (characterId: number) => ({
  type: 'CharacterSlotReserved',
  data: { leagueId: 1, userId: 7, characterId },
  metadata: { schemaVersion: 1, correlationId: 'test-character-slot', causationId: 'test-character-slot', userId: 7, at: '2026-03-01T10:00:00.000Z' },
});

describe('characterIdIn', () => {
  it('is null before a reservation, then the character the last reservation names', async () => {
    const store = new SqliteEventStore({ file: ':memory:' });
    const slot = streams.characterSlot(1, 7);
    expect(await characterIdIn(store, 1, 7)).toBeNull();

    await store.append(slot, [reserved(40)], 'no_stream');
    expect(await characterIdIn(store, 1, 7)).toBe(40);

    // A reservation whose character was never written is taken over: the state kept from the
    // first read must follow the stream, not stay at the first answer.
    await store.append(slot, [reserved(41)], 0);
    expect(await characterIdIn(store, 1, 7)).toBe(41);
    expect(await characterIdIn(store, 1, 8)).toBeNull();
    await store.close();
  });
});
