import { useMutation } from '@tanstack/react-query';
import { AVATAR_CUSTOM_DETAILS_MAX, API_ERRORS, backgroundInfo, type RealityShowBackground } from '@il/contracts';
import { ApiError, callApi, useToast } from '@il/ui';

export type AvatarStyle = 'quick' | 'styled';

/**
 * What the image prompt adds to the background's look: nothing for a quick one; the background's
 * suggestion tags appended to the player's own words for a styled one, within the 300 allowed.
 */
export function customDetailsFor(style: AvatarStyle, background: RealityShowBackground, custom: string): string | undefined {
  if (style === 'quick') return undefined;
  const tags = backgroundInfo(background).avatarTags.join(', ');
  const own = custom.trim();
  if (!own) return tags;
  const room = AVATAR_CUSTOM_DETAILS_MAX - tags.length - 2;
  return room > 0 ? `${own.slice(0, room)}, ${tags}` : own.slice(0, AVATAR_CUSTOM_DETAILS_MAX);
}

/** §8: the server's "Avatar generation failed: …" as it is, anything else it says prefixed, else the unknown words. */
export function avatarErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !error.serverMessage) return 'An unknown error occurred during avatar generation.';
  const text = error.serverMessage;
  return text.startsWith(API_ERRORS.avatarGenerationFailed) ? text : `${API_ERRORS.avatarGenerationFailed}: ${text}`;
}

/** Each call draws a fresh look: a new seed varies the picture for "New Look". */
export function useAvatarGenerator(onGenerated: (avatarUrl: string) => void) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: (input: { style: AvatarStyle; background: RealityShowBackground; custom: string }) =>
      callApi('generateAvatar', {
        body: {
          realityShowBackground: input.background,
          customDetails: customDetailsFor(input.style, input.background, input.custom),
          seed: Math.random().toString(36).slice(2, 12),
        },
      }),
    onSuccess: ({ avatarUrl }) => onGenerated(avatarUrl),
    onError: (error) => toast({ title: avatarErrorMessage(error), variant: 'error' }),
  });
}
