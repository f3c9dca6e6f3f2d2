import type { QueryKey } from '@tanstack/react-query';
import type { ContentType } from '@il/contracts';

/**
 * Query keys are [call name of the contracts registry, its query]. Every slice shares one
 * QueryClient, so a key built this way lets any slice refresh what another one shows: invalidating
 * ['gameState'] reaches the game state with and without a league.
 */
export const studioKeys = {
  leagueDetail: (leagueId: number) => ['leagueDetail', { leagueId }] as const,
  gameState: (leagueId: number) => ['gameState', { leagueId }] as const,
  contentOptions: (leagueId: number, contentType: ContentType) => ['contentOptions', { leagueId, contentType }] as const,
  trendingTopics: (leagueId: number) => ['trendingTopics', { leagueId }] as const,
  contentHistory: (leagueId: number, page: number, showAllPlayers: boolean) =>
    ['contentHistory', { leagueId, page, showAllPlayers }] as const,
};

/**
 * §4 Post success refreshes game state (with and without a league), content history, trending
 * topics and achievements. A post also moves the leaderboard and the feed, counts toward daily
 * challenges, brand deals and milestones, and may start a scandal, so those screens refresh too.
 */
export const REFRESHED_AFTER_POSTING: readonly QueryKey[] = [
  ['gameState'],
  ['contentHistory'],
  ['trendingTopics'],
  ['achievements'],
  ['milestones'],
  ['leaderboard'],
  ['feed'],
  ['dailyChallenges'],
  ['activeBrandDeals'],
  ['activeScandals'],
  ['gameStateHistory'],
];
