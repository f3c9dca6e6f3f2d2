import type { RecordedEvent } from '../event-store/port';

/**
 * The scope an event belongs to: its league (`league-<id>`, the league stream's name) when the
 * event names one, as every game event does; otherwise its own stream (a session, a user).
 * It is the Kafka message key, so one league's events keep their order on one partition.
 */
export function scopeOfEvent(event: RecordedEvent): string {
  const leagueId = leagueIdOf(event);
  return leagueId === null ? event.streamId : leagueScope(leagueId);
}

function leagueIdOf(event: RecordedEvent): number | string | null {
  const data = event.data;
  if (data !== null && typeof data === 'object' && 'leagueId' in data) {
    const leagueId = (data as { leagueId: unknown }).leagueId;
    if (typeof leagueId === 'number' || (typeof leagueId === 'string' && leagueId !== '')) return leagueId;
  }
  return null;
}

/** The league itself (the document every member's poll checks membership against). */
export function leagueScope(leagueId: number | string): string {
  return `league-${String(leagueId)}`;
}

/** The league's standings: its leaderboard, its standings by day. */
export function leagueStandingsScope(leagueId: number | string): string {
  return `${leagueScope(leagueId)}/standings`;
}

/** The league's chat page. */
export function leagueChatScope(leagueId: number | string): string {
  return `${leagueScope(leagueId)}/chat`;
}

/** The league's newest feed posts (and the pages its viewers got from them). */
export function leagueFeedScope(leagueId: number | string): string {
  return `${leagueScope(leagueId)}/feed`;
}

/** One member's own view in a league: their character and the deals it signed (game state). */
export function leaguePlayerScope(leagueId: number | string, userId: number): string {
  return `${leagueScope(leagueId)}/player-${userId}`;
}

/** Drop every kept view: an event said it changes a player's view without saying whose. */
export const ALL_VIEWS = Symbol('all views');

/** The view-cache scopes an event drops once the read models have applied it. */
export type ViewScopesOf = (event: RecordedEvent) => readonly string[] | typeof ALL_VIEWS;

/**
 * Which event types the read models behind each kind of league view take. A view kept under a
 * league's scopes must read only these read models, so that an event drops exactly the views it
 * can change: a like drops the feed and the liker's own view, not every member's game state and
 * the leaderboard, which are read again by everyone in the league after each drop; the followers a
 * post brings drop the standings, not the league document every member's poll checks.
 */
export interface LeagueViewReaders {
  /** The league document's read model. */
  league: Iterable<string>;
  /** The standings views' read models (the leaderboard, the standings by day, and the league they read too). */
  standings: Iterable<string>;
  feed: Iterable<string>;
  chat: Iterable<string>;
  /** A player's own view's read models (character, deals): their events name the player's `userId`. */
  player: Iterable<string>;
  /** An event of a `standings` type that the standings' read models still leave as they were. */
  leavesStandings?: (event: RecordedEvent) => boolean;
}

/**
 * The scopes of an event from what its type changes. An event that names no league drops its own
 * stream's scope (a session, a user); one whose type no kept view reads drops nothing.
 */
export function leagueViewScopes(readers: LeagueViewReaders): ViewScopesOf {
  const league = new Set(readers.league);
  const standings = new Set(readers.standings);
  const feed = new Set(readers.feed);
  const chat = new Set(readers.chat);
  const player = new Set(readers.player);
  const leaves = readers.leavesStandings ?? (() => false);
  return (event) => {
    const leagueId = leagueIdOf(event);
    if (leagueId === null) return [event.streamId];
    const scopes: string[] = [];
    if (league.has(event.type)) scopes.push(leagueScope(leagueId));
    if (standings.has(event.type) && !leaves(event)) scopes.push(leagueStandingsScope(leagueId));
    if (feed.has(event.type)) scopes.push(leagueFeedScope(leagueId));
    if (chat.has(event.type)) scopes.push(leagueChatScope(leagueId));
    if (player.has(event.type)) {
      const userId = (event.data as { userId?: unknown }).userId;
      if (typeof userId !== 'number') return ALL_VIEWS;
      scopes.push(leaguePlayerScope(leagueId, userId));
    }
    return scopes;
  };
}
