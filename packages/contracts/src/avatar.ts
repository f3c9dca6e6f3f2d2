import { z } from 'zod';
import { ImageUrl, QueryId } from './common';
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

/** GET /avatar?characterId: a character's stored avatar image, served as image bytes. */
export const AvatarImageQuery = z.object({ characterId: QueryId });
export type AvatarImageQuery = z.infer<typeof AvatarImageQuery>;

export function avatarImagePath(characterId: number): string {
  return `/_api/avatar?characterId=${characterId}`;
}

/** Whether a stored avatar is an inline image (URL schemes are case-insensitive; <img> trims spaces). */
export function isDataUrl(url: string): boolean {
  return /^\s*data:/i.test(url);
}

/**
 * The avatar as answers carry it. An inline image of ~10 KB would be copied into every chat
 * message, post and standing that shows the character, so answers point at the avatar route
 * instead; an http(s) address is already short and passes through, and null stays null. Applying
 * it to its own result changes nothing, so a read model may map values that were mapped before.
 */
export function servedAvatarUrl(characterId: number, stored: string | null): string | null {
  if (stored === null) return null;
  return isDataUrl(stored) ? avatarImagePath(characterId) : stored;
}
