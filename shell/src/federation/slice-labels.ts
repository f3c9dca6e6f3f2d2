import type { SliceName } from '@il/ui';

/** How the fallback names a slice to a player. */
export const SLICE_LABELS: Record<SliceName, string> = {
  'mfe-league': 'Leagues',
  'mfe-studio': 'Content Studio',
  'mfe-social': 'Feed & Chat',
};
