import { API_ERRORS } from '@il/contracts';
import { streams, type CharacterSlotReserved } from '@il/events';
import { loadState, notFound, type EventStore } from '@il/platform';

/**
 * The slot stream's answer: the character its last reservation names (a reservation whose
 * character was never written is taken over by a later one). Folded with loadState, so a process
 * reads a slot's events once and afterwards only what was appended since: every like, chat message
 * and post asks it.
 */
const slotDecider = {
  initialState: null as number | null,
  evolve: (_state: number | null, event: CharacterSlotReserved): number | null => event.data.characterId,
};

/**
 * The character a player has in a league, from the league context's reservation stream (the
 * command side reads streams, never read models). Null before one was reserved.
 */
export async function characterIdIn(store: EventStore, leagueId: number, userId: number): Promise<number | null> {
  const { state } = await loadState(store, streams.characterSlot(leagueId, userId), slotDecider);
  return state;
}

/**
 * The same for a command acting as the player's character: none is refused as "no character". A
 * reserved slot whose character was never written leads to an empty character stream, which the
 * deciders refuse the same way.
 */
export async function characterIdOf(store: EventStore, leagueId: number, userId: number): Promise<number> {
  const characterId = await characterIdIn(store, leagueId, userId);
  if (characterId === null) throw notFound(API_ERRORS.noCharacter);
  return characterId;
}
