import { API_ERRORS } from '@il/contracts';
import { leagueScope, notFound, readView, type ReadStoreReader, type ViewCache } from '@il/platform';
import { LEAGUES, type LeagueDoc } from '@il/projection-leagues';

/**
 * The league, if the viewer is a member. A missing league and a league the viewer is not in
 * answer the same 404, so league ids cannot be probed for private leagues.
 */
export async function leagueOfMember(read: ReadStoreReader, leagueId: number, userId: number, views?: ViewCache): Promise<LeagueDoc> {
  const league = await leagueDoc(read, leagueId, views);
  if (!league || !league.memberIds.includes(userId)) throw notFound(API_ERRORS.leagueNotFound);
  return league;
}

/** Every poll of a league checks membership: the league document is kept until the league's next event. */
export function leagueDoc(read: ReadStoreReader, leagueId: number, views?: ViewCache): Promise<LeagueDoc | null> {
  return readView(views, leagueScope(leagueId), 'league', () => read.get<LeagueDoc>(LEAGUES, String(leagueId)));
}
