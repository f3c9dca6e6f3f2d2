import { z } from 'zod';
import { ImageUrl } from './common';
import {
  DEFAULT_REALITY_SHOW_BACKGROUND,
  RealityShowBackground,
  backgroundInfo,
} from './leagues';

export const AVATAR_CUSTOM_DETAILS_MAX = 300;

/**
 * POST /avatar/generate. The browser asks our server, never the image service itself, so the
 * service's address stays configuration and a local generator can stand in when none is set.
 * Locally drawn avatars are the same for the same background, details and seed.
 */
export const GenerateAvatarRequest = z.object({
  realityShowBackground: RealityShowBackground.default(DEFAULT_REALITY_SHOW_BACKGROUND),
  customDetails: z.string().trim().max(AVATAR_CUSTOM_DETAILS_MAX).optional(),
  /** Varies the result for "New Look"; any short text. */
  seed: z.string().trim().max(64).optional(),
});
export type GenerateAvatarRequest = z.infer<typeof GenerateAvatarRequest>;

/** The image as an http(s) URL or a data:image URL, ready to store as the character's avatarUrl. */
export const GenerateAvatarResponse = z.object({
  avatarUrl: ImageUrl,
  prompt: z.string(),
  source: z.enum(['external', 'local']),
});
export type GenerateAvatarResponse = z.infer<typeof GenerateAvatarResponse>;

export const AVATAR_BASE_PROMPT =
  'Portrait avatar of a former reality TV star turned social media influencer, vibrant colors, ' +
  'head and shoulders, clean background';

/** §7 External: a fixed base description, the background's style phrase, then the custom details. */
export function buildAvatarPrompt(
  background: RealityShowBackground,
  customDetails?: string,
): string {
  const details = customDetails?.trim();
  const parts = [AVATAR_BASE_PROMPT, backgroundInfo(background).avatarStyle];
  if (details) parts.push(details);
  return parts.join(', ');
}
