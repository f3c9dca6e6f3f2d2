import { lazy } from 'react';
import type { SliceRoute } from '@il/ui';

export const slice = 'mfe-social' as const;

// Each screen is its own chunk: the shell fetches only what the visitor opens.
export const routes: readonly SliceRoute[] = [
  { path: '/leagues/:leagueId/feed', Component: lazy(() => import('./pages/FeedPage')) },
  { path: '/leagues/:leagueId/chat', Component: lazy(() => import('./pages/ChatPage')) },
];
