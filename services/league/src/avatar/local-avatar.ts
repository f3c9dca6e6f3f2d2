import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
import type { RealityShowBackground } from '@il/contracts';

/** A soft backdrop per background, so a league's avatars read apart at a glance. */
const BACKDROPS: Record<RealityShowBackground, string[]> = {
  competition: ['b6e3f4', 'c0aede'],
  dating_show: ['ffd5dc', 'ffdfbf'],
  drama: ['d1d4f9', 'f4b6c2'],
  lifestyle: ['fff3c4', 'e8d5b7'],
  survival: ['c8e6c9', 'd7ccc8'],
};

/**
 * Draws the avatar on this machine, offline: the same prompt (and seed) always draws the same
 * face, so a replayed or reloaded character keeps its look.
 */
export function drawLocalAvatar(prompt: string, background: RealityShowBackground, seed = ''): string {
  return createAvatar(lorelei, {
    seed: seed ? `${prompt}#${seed}` : prompt,
    backgroundColor: BACKDROPS[background],
    backgroundType: ['gradientLinear'],
    radius: 50,
  }).toDataUri();
}
