import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
import type { RealityShowBackground } from '@il/contracts';
import { avatarLookOf, DEFAULT_HAIR_COLOURS, SKIN_TONES } from './avatar-look';

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
 * face, so a replayed or reloaded character keeps its look. The player's own words (`details`)
 * choose the hair colour where they name one; skin and other hair colours come from palettes.
 */
export function drawLocalAvatar(prompt: string, background: RealityShowBackground, seed = '', details?: string): string {
  const look = avatarLookOf(details);
  return createAvatar(lorelei, {
    seed: seed ? `${prompt}#${seed}` : prompt,
    hairColor: look.hairColor ? [look.hairColor] : DEFAULT_HAIR_COLOURS,
    skinColor: SKIN_TONES,
    backgroundColor: BACKDROPS[background],
    backgroundType: ['gradientLinear'],
    radius: 50,
  }).toDataUri();
}
