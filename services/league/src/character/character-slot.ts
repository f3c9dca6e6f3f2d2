import { streams, type CharacterSlotReserved } from '@il/events';
import { loadState, type EventStore } from '@il/platform';

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
