import type { CharacterStatsChanged } from '@il/events';
import { leagueViewScopes, type ProjectionDefinition, type RecordedEvent } from '@il/platform';
import { brandDealsProjection } from '@il/projection-brand-deals';
import { charactersProjection } from '@il/projection-characters';
import { chatProjection } from '@il/projection-chat';
import { feedProjection } from '@il/projection-feed';
import { leaderboardProjection } from '@il/projection-leaderboard';
import { leaguesProjection } from '@il/projection-leagues';
import { standingsByDayProjection } from '@il/projection-standings-by-day';

const typesOf = (...read: ProjectionDefinition[]): string[] => read.flatMap((projection) => projection.eventTypes);

/**
 * A character's stats changing without its followers, money or relevance moving (energy spent on a
 * like, reputation after a scandal's answer) leaves the standings views as they were: the
 * leaderboard and the standings by day show only those three.
 */
export function leavesStandings(event: RecordedEvent): boolean {
  if (event.type !== 'CharacterStatsChanged') return false;
  const { changes } = (event.data as CharacterStatsChanged['data']);
  return !changes.followers && !changes.money && !changes.relevance;
}

/**
 * The view-cache scopes each event drops, from the read models each kept view reads (the queries
 * that keep them: membership, leaderboard and standings by day, feed, chat, game state).
 */
export const gameViewScopes = leagueViewScopes({
  league: typesOf(leaguesProjection),
  standings: typesOf(leaguesProjection, leaderboardProjection, standingsByDayProjection),
  feed: typesOf(feedProjection),
  chat: typesOf(chatProjection),
  player: typesOf(charactersProjection, brandDealsProjection),
  leavesStandings,
});
