import { API_ERRORS } from '@il/contracts';
import { characterIdIn } from '@il/league';
import { notFound, type EventStore } from '@il/platform';

/**
 * The id of the player's character in a league, from the slot stream that reserved it: an event
 * stream, so a command never depends on a read model to find its own aggregate. A reserved slot
 * whose character was never written leads to an empty character stream, which the deciders refuse
 * as "no character".
 */
export async function characterIdOf(store: EventStore, leagueId: number, userId: number): Promise<number> {
  const characterId = await characterIdIn(store, leagueId, userId);
  if (characterId === null) throw notFound(API_ERRORS.noCharacter);
  return characterId;
}
