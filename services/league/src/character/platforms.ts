import type { PlatformName } from '@il/events';
import { PLATFORM_THRESHOLDS } from '../rules';

export function platformsReachedAt(followers: number): PlatformName[] {
  return PLATFORM_THRESHOLDS.filter((t) => followers >= t.followers).map((t) => t.platform);
}
