import { API_ERRORS, buildAvatarPrompt, type GenerateAvatarRequest, type GenerateAvatarResponse } from '@il/contracts';
import { AppError } from '@il/platform';
import { drawLocalAvatar } from './local-avatar';

export const AVATAR_TIMEOUT_MS = 20_000;
/** Larger images are linked rather than inlined, to stay within what a character may store. */
export const INLINE_IMAGE_MAX_BYTES = 140_000;

export interface AvatarOptions {
  /** The external image service; null draws locally. */
  serviceUrl: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const failed = (reason: string) => new AppError(`${API_ERRORS.avatarGenerationFailed}: ${reason}`, 422);

/** §7 External: a GET to the service at the url-encoded prompt path answers an image. */
export function externalAvatarUrl(serviceUrl: string, prompt: string, seed?: string): string {
  const url = new URL(`${serviceUrl.replace(/\/+$/, '')}/${encodeURIComponent(prompt)}`);
  if (seed) url.searchParams.set('seed', seed);
  return url.toString();
}

async function fetchExternal(url: string, options: AvatarOptions): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? AVATAR_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw failed(timedOut ? 'the image service did not answer in time' : 'the image service could not be reached');
  }
  if (!response.ok) throw failed(`the image service answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!contentType.startsWith('image/')) throw failed(`the image service did not return an image (${contentType || 'no content type'})`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length === 0) throw failed('the image service returned an empty image');
  return bytes.length <= INLINE_IMAGE_MAX_BYTES ? `data:${contentType};base64,${bytes.toString('base64')}` : url;
}

export async function generateAvatar(input: GenerateAvatarRequest, options: AvatarOptions): Promise<GenerateAvatarResponse> {
  const prompt = buildAvatarPrompt(input.realityShowBackground, input.customDetails);
  if (!options.serviceUrl) {
    return { avatarUrl: drawLocalAvatar(prompt, input.realityShowBackground, input.seed), prompt, source: 'local' };
  }
  const avatarUrl = await fetchExternal(externalAvatarUrl(options.serviceUrl, prompt, input.seed), options);
  return { avatarUrl, prompt, source: 'external' };
}
