import { API_ERRORS } from '@il/contracts';
import { leagueOfMember } from '@il/league';
import { notFound, type ReadStoreReader } from '@il/platform';
import { CHARACTERS, type CharacterDoc } from '@il/projection-characters';
import type { LeagueDoc } from '@il/projection-leagues';

/** The league (members only: 404 "League not found" otherwise) and the viewer's character in it. */
export async function viewerIn(read: ReadStoreReader, leagueId: number, userId: number): Promise<{ league: LeagueDoc; character: CharacterDoc }> {
  const league = await leagueOfMember(read, leagueId, userId);
  const page = await read.find<CharacterDoc>(CHARACTERS, { leagueId, userId }, { limit: 1 });
  const character = page.items[0];
  if (!character) throw notFound(API_ERRORS.noCharacter);
  return { league, character };
}
