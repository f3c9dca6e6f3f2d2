import {
  API_ERRORS,
  type FinalResultsResponse,
  type League,
  type LeagueDetail,
  type LeaderboardEntry,
} from '@il/contracts';
import type { StandingSnapshot } from '@il/events';
import { AppError, leagueStandingsScope, notFound, readView, type Clock, type ReadStoreReader, type ViewCache } from '@il/platform';
import { LEADERBOARDS, type LeaderboardDoc, type RankedRow } from '@il/projection-leaderboard';
import { LEAGUE_MEMBERS, LEAGUES, memberDocId, type LeagueDoc, type LeagueMemberDoc } from '@il/projection-leagues';
import { normalizeInviteCode } from '../league/invite-code';
import { leagueHasEnded } from '../league/league-status';
import { leagueOfMember } from './membership';
import { toLeague, toLeagueDetail } from './league-view';

export const NOT_COMPLETED_MESSAGE = 'Final results are available once the league is completed';
/** The Join Public League tab lists this many open leagues, the newest first. */
export const PUBLIC_LEAGUES_SHOWN = 50;

/** A ranked row as the leaderboard answers it (live rows and frozen standings alike). */
export const toLeaderboardEntry = (row: RankedRow | StandingSnapshot): LeaderboardEntry => ({
  userId: row.userId,
  rank: row.rank,
  characterName: row.characterName,
  avatarUrl: row.avatarUrl,
  compositeScore: row.compositeScore,
  followersScore: row.followersScore,
  moneyScore: row.moneyScore,
  relevanceScore: row.relevanceScore,
});

export function leagueQueries(deps: { read: ReadStoreReader; clock: Clock; views?: ViewCache }) {
  const { read, clock, views } = deps;

  /** The viewer's leagues, the most recently joined first. */
  async function mine(userId: number): Promise<League[]> {
    const memberships = await read.find<LeagueMemberDoc>(LEAGUE_MEMBERS, { userId }, { sort: { field: 'joinedAt', direction: -1 } });
    const docs = await read.getMany<LeagueDoc>(LEAGUES, memberships.items.map((m) => String(m.leagueId)));
    const now = clock.now();
    return memberships.items.flatMap((m) => {
      const doc = docs.get(String(m.leagueId));
      return doc ? [toLeague(doc, now)] : [];
    });
  }

  /** Public leagues the viewer could join right now: not over, not full, not already theirs. */
  async function joinable(userId: number): Promise<League[]> {
    const now = clock.now();
    const page = await read.find<LeagueDoc>(
      LEAGUES,
      { leagueType: 'public', lifecycle: { $in: ['pending', 'active'] } },
      { sort: { field: 'startDate', direction: -1 } },
    );
    return page.items
      .filter((doc) => !leagueHasEnded(doc, now) && doc.memberCount < doc.maxPlayers && !doc.memberIds.includes(userId))
      .slice(0, PUBLIC_LEAGUES_SHOWN)
      .map((doc) => toLeague(doc, now));
  }

  /**
   * Members see everything. A public league's card is public anyway (it is listed to everyone),
   * so outsiders see that much of it; a friends-and-family league does not exist for them.
   */
  async function detail(leagueId: number, userId: number): Promise<LeagueDetail> {
    const doc = await read.get<LeagueDoc>(LEAGUES, String(leagueId));
    if (!doc) throw notFound(API_ERRORS.leagueNotFound);
    const isMember = doc.memberIds.includes(userId);
    if (!isMember && doc.leagueType !== 'public') throw notFound(API_ERRORS.leagueNotFound);
    const member = isMember ? await read.get<LeagueMemberDoc>(LEAGUE_MEMBERS, memberDocId(leagueId, userId)) : null;
    return toLeagueDetail(doc, clock.now(), { userId, hasCharacter: member?.characterId != null });
  }

  /** The invite code itself is the credential: whoever holds it may see which league it opens. */
  async function byInviteCode(code: string): Promise<League> {
    const page = await read.find<LeagueDoc>(LEAGUES, { inviteCode: normalizeInviteCode(code) }, { limit: 1 });
    const doc = page.items[0];
    if (!doc) throw notFound(API_ERRORS.inviteCodeInvalid);
    return toLeague(doc, clock.now());
  }

  /** The live ranking; once the league is completed, its frozen final standings. */
  async function leaderboard(leagueId: number, userId: number): Promise<LeaderboardEntry[]> {
    await leagueOfMember(read, leagueId, userId, views);
    // The same for every member until the league's next event: kept, and written once per change.
    return readView(views, leagueStandingsScope(leagueId), 'leaderboard', async () => {
      const league = await read.get<LeagueDoc>(LEAGUES, String(leagueId));
      if (league?.lifecycle === 'completed') return (league.finalStandings ?? []).map(toLeaderboardEntry);
      const board = await read.get<LeaderboardDoc>(LEADERBOARDS, String(leagueId));
      return (board?.rows ?? []).map(toLeaderboardEntry);
    });
  }

  async function finalResults(leagueId: number, userId: number): Promise<FinalResultsResponse> {
    const league = await leagueOfMember(read, leagueId, userId);
    if (league.lifecycle !== 'completed') throw new AppError(NOT_COMPLETED_MESSAGE, 409);
    const standings = (league.finalStandings ?? []).map(toLeaderboardEntry);
    return { league: toLeague(league, clock.now()), standings, champion: standings[0] ?? null };
  }

  return { mine, joinable, detail, byInviteCode, leaderboard, finalResults };
}

export type LeagueQueries = ReturnType<typeof leagueQueries>;
