import { API_ERRORS, type GameState, type GameStateHistoryResponse } from '@il/contracts';
import { leagueDay, nextLeagueDayAt } from '@il/events';
import {
  freezeView,
  keepDerived,
  keptAlready,
  leaguePlayerScope,
  nextUtcMidnight,
  notFound,
  readView,
  revisedDoc,
  utcDayOf,
  type Clock,
  type ReadStoreReader,
  type RecordedEvent,
  type ViewCache,
} from '@il/platform';
import { activeBrandDealView, runningBrandDeals, signedBrandDealDocs, type BrandDealDoc } from '@il/projection-brand-deals';
import { CHARACTERS, charactersProjection, type CharacterDoc } from '@il/projection-characters';
import { FOLLOWER_HISTORY, type FollowerSeriesDoc } from '@il/projection-follower-history';
import { LEAGUES, type LeagueDoc } from '@il/projection-leagues';
import { currentEnergy, nextEnergyAt } from '../character/energy';
import { leagueOfMember } from './membership';

/** A viewer's character in a league and the deals it signed, as read together. */
interface Player {
  character: CharacterDoc | null;
  deals: BrandDealDoc[];
}

/** A game state kept with the player's view, with the league document and the instants it holds for. */
interface KeptAnswer {
  league: LeagueDoc;
  from: number;
  until: number;
  state: GameState;
}

/**
 * The player's own events (stats after a post or a like, a platform unlocked, a like given) bring
 * the kept character up to date through the characters projection, instead of both documents
 * being read again; a deal's events, or a player without a character yet, read them again.
 */
function revisedPlayer(player: Player, event: RecordedEvent): Player | undefined {
  if (!player.character || !charactersProjection.eventTypes.includes(event.type)) return undefined;
  const character = revisedDoc(player.character, event, charactersProjection, CHARACTERS);
  if (character === undefined) return undefined;
  return character === player.character ? player : { character, deals: player.deals };
}

export function gameStateQueries(deps: { read: ReadStoreReader; clock: Clock; views?: ViewCache }) {
  const { read, clock, views } = deps;

  // The documents behind a player's game state change only with the events of their own character
  // and deals (which all name the league and the player), so they are kept as one view; energy,
  // the day and which deals still run are worked out from them against the clock on every request.
  function playerIn(leagueId: number, userId: number): Promise<Player> {
    return readView(
      views,
      leaguePlayerScope(leagueId, userId),
      'player',
      async () => {
        const page = await read.find<CharacterDoc>(CHARACTERS, { leagueId, userId }, { limit: 1 });
        const character = page.items[0] ?? null;
        return { character, deals: character ? await signedBrandDealDocs(read, character.characterId) : [] };
      },
      revisedPlayer,
    );
  }

  // With views, the same documents come back until the league's next event, and the clock moves
  // the answer only at known instants (the next energy point, league day, UTC day for likes, or
  // deal deadline): the answer is kept with the player's view (and goes with it) until the first of
  // them, frozen, so it is written once per change.
  // The league document is kept in another scope (league events drop it, not the player's view):
  // an answer counts only with the same league document it was worked out from (the day).
  const ANSWER = Symbol('game state answer');

  async function latestCharacter(userId: number): Promise<CharacterDoc | null> {
    const page = await read.find<CharacterDoc>(CHARACTERS, { userId }, { sort: { field: 'createdAt', direction: -1 }, limit: 1 });
    return page.items[0] ?? null;
  }

  /**
   * The viewer's character in a league (or, without a league, their most recent character), with
   * energy and the day counter read against the clock.
   */
  async function gameState(userId: number, leagueId?: number): Promise<GameState> {
    let player: Player;
    let league: LeagueDoc | null;
    if (leagueId !== undefined) {
      league = await leagueOfMember(read, leagueId, userId, views);
      player = await playerIn(leagueId, userId);
    } else {
      const latest = await latestCharacter(userId);
      league = latest ? await read.get<LeagueDoc>(LEAGUES, String(latest.leagueId)) : null;
      player = { character: latest, deals: latest ? await signedBrandDealDocs(read, latest.characterId) : [] };
    }
    const { character, deals } = player;
    if (!character || !league) throw notFound(API_ERRORS.noCharacter);
    const now = clock.now();
    const nowMs = now.getTime();
    const kept = views ? keptAlready<KeptAnswer>(player, ANSWER) : undefined;
    // `from`: a clock set back (tests) must not be answered from a later instant's answer.
    if (kept && kept.league === league && nowMs >= kept.from && nowMs < kept.until) return kept.state;
    const { stats } = character;
    // The same list as GET /brand-deals/active, from the same functions.
    const running = runningBrandDeals(deals, now);
    const state: GameState = {
      id: character.characterId,
      leagueId: character.leagueId,
      followers: stats.followers,
      energy: currentEnergy(stats, nowMs),
      money: stats.money,
      relevance: stats.relevance,
      day: leagueDay(league, now),
      reputation: { ...stats.reputation },
      unlockedPlatforms: character.unlockedPlatforms.map((platform) => ({ platform })),
      activeBrandDeals: running.map((doc) => activeBrandDealView(doc, now)),
      playerName: character.playerName,
      avatarUrl: character.avatarUrl,
      realityShowBackground: character.realityShowBackground,
      dailyLikesGiven: character.likesGiven?.day === utcDayOf(now) ? character.likesGiven.count : 0,
    };
    if (views) {
      const until = Math.min(
        nextEnergyAt(stats, nowMs),
        nextLeagueDayAt(league, now),
        nextUtcMidnight(now),
        ...running.map((doc) => Date.parse(doc.expiresAt)),
      );
      keepDerived<KeptAnswer>(player, ANSWER, { league, from: nowMs, until, state: freezeView(state) });
    }
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
