import { API_ERRORS, type GameState, type GameStateHistoryResponse } from '@il/contracts';
import { leagueDay, likeDayOf } from '@il/events';
import { freezeView, leagueScope, notFound, readView, type Clock, type ReadStoreReader, type ViewCache } from '@il/platform';
import { activeBrandDealView, runningBrandDeals, signedBrandDealDocs, type BrandDealDoc } from '@il/projection-brand-deals';
import { CHARACTERS, type CharacterDoc } from '@il/projection-characters';
import { FOLLOWER_HISTORY, type FollowerSeriesDoc } from '@il/projection-follower-history';
import { LEAGUES, type LeagueDoc } from '@il/projection-leagues';
import { currentEnergy } from '../character/energy';
import { leagueOfMember } from './membership';

export function gameStateQueries(deps: { read: ReadStoreReader; clock: Clock; views?: ViewCache }) {
  const { read, clock, views } = deps;

  // The documents behind a player's game state change only with their league's events (the
  // character's and its deals' events all name the league); energy, the day and which deals still
  // run are worked out from them against the clock on every request.
  function characterIn(leagueId: number, userId: number): Promise<CharacterDoc | null> {
    return readView(views, leagueScope(leagueId), `character:${userId}`, async () => {
      const page = await read.find<CharacterDoc>(CHARACTERS, { leagueId, userId }, { limit: 1 });
      return page.items[0] ?? null;
    });
  }

  function signedDeals(leagueId: number, characterId: number): Promise<BrandDealDoc[]> {
    return readView(views, leagueScope(leagueId), `deals:${characterId}`, () => signedBrandDealDocs(read, characterId));
  }

  // With views, the same documents come back until the league's next event, and the clock moves
  // the answer only through the values in `clockKey`: the answer built from them is kept with the
  // character's view (and goes with it), frozen, so it is written once per change.
  const answers = new WeakMap<CharacterDoc, { deals: BrandDealDoc[]; clockKey: string; state: GameState }>();

  async function latestCharacter(userId: number): Promise<CharacterDoc | null> {
    const page = await read.find<CharacterDoc>(CHARACTERS, { userId }, { sort: { field: 'createdAt', direction: -1 }, limit: 1 });
    return page.items[0] ?? null;
  }

  /**
   * The viewer's character in a league (or, without a league, their most recent character), with
   * energy and the day counter read against the clock.
   */
  async function gameState(userId: number, leagueId?: number): Promise<GameState> {
    let character: CharacterDoc | null;
    let league: LeagueDoc | null;
    if (leagueId !== undefined) {
      league = await leagueOfMember(read, leagueId, userId, views);
      character = await characterIn(leagueId, userId);
    } else {
      character = await latestCharacter(userId);
      league = character ? await read.get<LeagueDoc>(LEAGUES, String(character.leagueId)) : null;
    }
    if (!character || !league) throw notFound(API_ERRORS.noCharacter);
    const now = clock.now();
    const deals = await signedDeals(character.leagueId, character.characterId);
    const { stats } = character;
    const energy = currentEnergy(stats, now);
    const day = leagueDay(league, now);
    const dailyLikesGiven = character.likesGiven?.day === likeDayOf(now) ? character.likesGiven.count : 0;
    // The same list as GET /brand-deals/active, from the same functions.
    const running = runningBrandDeals(deals, now);
    const clockKey = `${energy}|${day}|${dailyLikesGiven}|${running.map((doc) => doc.brandDealId).join(',')}`;
    const kept = views ? answers.get(character) : undefined;
    if (kept && kept.deals === deals && kept.clockKey === clockKey) return kept.state;
    const state: GameState = {
      id: character.characterId,
      leagueId: character.leagueId,
      followers: stats.followers,
      energy,
      money: stats.money,
      relevance: stats.relevance,
      day,
      reputation: { ...stats.reputation },
      unlockedPlatforms: character.unlockedPlatforms.map((platform) => ({ platform })),
      activeBrandDeals: running.map((doc) => activeBrandDealView(doc, now)),
      playerName: character.playerName,
      avatarUrl: character.avatarUrl,
      realityShowBackground: character.realityShowBackground,
      dailyLikesGiven,
    };
    if (views) answers.set(character, { deals, clockKey, state: freezeView(state) });
    return state;
  }

  /** Every character's follower growth in the league, for the dashboard chart. */
  async function followerHistory(leagueId: number, userId: number): Promise<GameStateHistoryResponse> {
    await leagueOfMember(read, leagueId, userId, views);
    const page = await read.find<FollowerSeriesDoc>(FOLLOWER_HISTORY, { leagueId }, { sort: { field: 'characterId', direction: 1 } });
    return {
      leagueId,
      series: page.items.map((s) => ({
        userId: s.userId,
        characterId: s.characterId,
        playerName: s.playerName,
        avatarUrl: s.avatarUrl,
        points: s.points.map((p) => ({ day: p.day, at: new Date(p.at), followers: p.followers })),
      })),
    };
  }

  return { gameState, followerHistory };
}

export type GameStateQueries = ReturnType<typeof gameStateQueries>;
