import { lazy } from 'react';
import type { SliceRoute } from '@il/ui';

export const slice = 'mfe-studio' as const;

// Each screen is its own chunk: the shell fetches only what the visitor opens.
export const routes: readonly SliceRoute[] = [
  { path: '/leagues/:leagueId/create-content', Component: lazy(() => import('./pages/ContentStudioPage')) },
];
