// Slice releases: what `npm run slice` works on, apart from the server (a light import).
import path from 'node:path';

export { ReleaseStore, DEFAULT_KEEP, isReleaseId } from './release-store';
export { incompatibilities, type Platform } from './compatibility';
export { servedCallSignatures } from './call-signatures';
export { publish, rollback, startCanary } from './channel-steps';
export { canaryBucket } from './live-manifest';
export type { Channel, ReleaseInfo } from './release-types';

/** The slices the shell knows (shell/src/routes/slice-routes.ts routes their paths). */
export const SLICES = ['mfe-league', 'mfe-studio', 'mfe-social'] as const;

/** SLICE_RELEASES_DIR, or `releases/` inside WEB_DIST_DIR (the repository in embedded mode). */
export function releasesDir(config: { sliceReleasesDir: string | null; webDistDir: string | null }): string {
  return path.resolve(config.sliceReleasesDir ?? path.join(config.webDistDir ?? '.', 'releases'));
}
