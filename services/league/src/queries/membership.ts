import { API_ERRORS } from '@il/contracts';
import { notFound, type ReadStoreReader } from '@il/platform';
import { LEAGUES, type LeagueDoc } from '@il/projection-leagues';

/**
 * The league, if the viewer is a member. A missing league and a league the viewer is not in
 * answer the same 404, so league ids cannot be probed for private leagues.
 */
export async function leagueOfMember(read: ReadStoreReader, leagueId: number, userId: number): Promise<LeagueDoc> {
  const league = await read.get<LeagueDoc>(LEAGUES, String(leagueId));
  if (!league || !league.memberIds.includes(userId)) throw notFound(API_ERRORS.leagueNotFound);
  return league;
}
