import type { ComponentType } from 'react';

/** The slices the shell composes, by the name the remote manifest uses. */
export type SliceName = 'mfe-league' | 'mfe-studio' | 'mfe-social';

/** One screen a slice serves at one of the shell's paths (§2 route table). */
export interface SliceRoute {
  path: string;
  Component: ComponentType;
}

/** What every slice exposes as './routes'. */
export interface SliceRoutesModule {
  slice: SliceName;
  routes: readonly SliceRoute[];
}
