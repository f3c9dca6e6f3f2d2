import { lazy } from 'react';
import type { SliceRoute } from '@il/ui';

export const slice = 'mfe-league' as const;

// Each screen is its own chunk: the shell fetches only what the visitor opens.
export const routes: readonly SliceRoute[] = [
  { path: '/leagues', Component: lazy(() => import('./pages/LeaguesPage')) },
  { path: '/welcome', Component: lazy(() => import('./pages/WelcomePage')) },
  { path: '/leagues/join', Component: lazy(() => import('./pages/JoinLeaguePage')) },
  { path: '/leagues/:leagueId', Component: lazy(() => import('./pages/DashboardPage')) },
  { path: '/leagues/:leagueId/create-character', Component: lazy(() => import('./pages/CreateCharacterPage')) },
  { path: '/leagues/:leagueId/leaderboard', Component: lazy(() => import('./pages/LeaderboardPage')) },
  { path: '/leagues/:leagueId/crisis', Component: lazy(() => import('./pages/CrisisPage')) },
  { path: '/leagues/:leagueId/challenges', Component: lazy(() => import('./pages/ChallengesPage')) },
  { path: '/leagues/:leagueId/brand-deals', Component: lazy(() => import('./pages/BrandDealsPage')) },
  { path: '/leagues/:leagueId/progression', Component: lazy(() => import('./pages/ProgressionPage')) },
];
