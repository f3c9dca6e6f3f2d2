import type { PlatformName } from '@il/events';

/**
 * Followers a character must reach to open each platform. Instagram is open from the start;
 * the others are spaced so each opens roughly a growth stage later (see docs/rules.md).
 */
export const PLATFORM_THRESHOLDS: ReadonlyArray<{ platform: PlatformName; followers: number }> = [
  { platform: 'instagram', followers: 0 },
  { platform: 'tiktok', followers: 5_000 },
  { platform: 'twitter', followers: 15_000 },
  { platform: 'youtube', followers: 50_000 },
  { platform: 'podcast', followers: 150_000 },
];

export function platformsReachedAt(followers: number): PlatformName[] {
  return PLATFORM_THRESHOLDS.filter((t) => followers >= t.followers).map((t) => t.platform);
}
