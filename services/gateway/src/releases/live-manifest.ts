import { createHash } from 'node:crypto';
import type { ReleaseStore } from './release-store';
import type { ReleaseInfo } from './release-types';

/** One slice in /remote-manifest.json. `release` and `requires` come with a recorded release. */
export interface ManifestEntry {
  entry: string;
  release?: string;
  /** What the release needs of the page: each shared singleton's range, and the contracts it was built against. */
  requires?: { shared: Record<string, string>; contracts: string };
}

/**
 * A player's place (0-99) in a slice's canary, from their id alone: the same player lands in the
 * same place on every load and every process, and raising the share only adds players.
 */
export function canaryBucket(slice: string, playerKey: string): number {
  return createHash('sha256').update(`${slice}:${playerKey}`).digest().readUInt32BE(0) % 100;
}

export function entryOf(releasesUrl: string, info: ReleaseInfo): ManifestEntry {
  return {
    entry: `${releasesUrl}/${info.slice}/${info.release}/remoteEntry.js`,
    release: info.release,
    requires: {
      shared: Object.fromEntries(Object.entries(info.shared).map(([key, { requiredVersion }]) => [key, requiredVersion])),
      contracts: info.contracts,
    },
  };
}

/**
 * The release a player gets of a slice: the canary's when the player's bucket is inside its
 * share, else the current one; before a slice's first publish, its newest recorded release; null
 * when it has none (the build folder is served then).
 */
export function releaseFor(store: ReleaseStore, slice: string, playerKey: string | null): ReleaseInfo | null {
  const channel = store.channel(slice);
  const { canary } = channel;
  if (canary && playerKey !== null && canaryBucket(slice, playerKey) < canary.percent && store.has(slice, canary.release)) {
    return store.read(slice, canary.release);
  }
  if (channel.current && store.has(slice, channel.current)) return store.read(slice, channel.current);
  return store.list(slice).at(-1) ?? null;
}
