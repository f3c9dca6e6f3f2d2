import type { SliceName } from '@il/ui';

export interface SliceRouteEntry {
  path: string;
  slice: SliceName;
  /** 'member' screens sit behind the guard; 'open' ones handle signed-out visitors themselves. */
  access: 'member' | 'open';
}

/**
 * Which slice serves which path of the §2 route table. The shell owns this map (it must route
 * before any slice has loaded); each slice's './routes' module answers with the screen per path.
 */
export const SLICE_ROUTES: readonly SliceRouteEntry[] = [
  { path: '/leagues', slice: 'mfe-league', access: 'member' },
  // Onboarding links to sign-in, and the invitation page has its own signed-out state (§2).
  { path: '/welcome', slice: 'mfe-league', access: 'open' },
  { path: '/leagues/join', slice: 'mfe-league', access: 'open' },
  { path: '/leagues/:leagueId', slice: 'mfe-league', access: 'member' },
  { path: '/leagues/:leagueId/create-character', slice: 'mfe-league', access: 'member' },
  { path: '/leagues/:leagueId/leaderboard', slice: 'mfe-league', access: 'member' },
  { path: '/leagues/:leagueId/crisis', slice: 'mfe-league', access: 'member' },
  { path: '/leagues/:leagueId/challenges', slice: 'mfe-league', access: 'member' },
  { path: '/leagues/:leagueId/brand-deals', slice: 'mfe-league', access: 'member' },
  { path: '/leagues/:leagueId/progression', slice: 'mfe-league', access: 'member' },
  { path: '/leagues/:leagueId/create-content', slice: 'mfe-studio', access: 'member' },
  { path: '/leagues/:leagueId/feed', slice: 'mfe-social', access: 'member' },
  { path: '/leagues/:leagueId/chat', slice: 'mfe-social', access: 'member' },
];
