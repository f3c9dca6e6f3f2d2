import { API_ERRORS, buildAvatarPrompt, type GenerateAvatarRequest, type GenerateAvatarResponse } from '@il/contracts';
import { AppError } from '@il/platform';
import { drawLocalAvatar } from './local-avatar';

/** For the whole fetch, the body included: a service that never finishes its body is cut off here. */
export const AVATAR_TIMEOUT_MS = 20_000;
/**
 * Larger images are linked rather than inlined. The inline image goes back in `create-character`'s
 * body, whose limit is 64 KB: as base64 these bytes take 60,000 characters, which leaves room for
 * the rest of the body. (At 140,000 a 100 KB image became a data URL the server then refused.)
 * Reading stops at this size, so a huge answer is never held whole.
 */
export const INLINE_IMAGE_MAX_BYTES = 45_000;

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
  const deadline = AbortSignal.timeout(options.timeoutMs ?? AVATAR_TIMEOUT_MS);
  const unreachable = (error: unknown) => {
    const timedOut = deadline.aborted || (error instanceof Error && error.name === 'TimeoutError');
    return failed(timedOut ? 'the image service did not answer in time' : 'the image service could not be reached');
  };
  let response: Response;
  try {
    // A redirect is not followed: it could point the server at any address it can reach.
    response = await doFetch(url, { signal: deadline, redirect: 'manual' });
  } catch (error) {
    throw unreachable(error);
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => undefined);
    throw failed('the image service answered with a redirect');
  }
  if (!response.ok) throw failed(`the image service answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!contentType.startsWith('image/')) throw failed(`the image service did not return an image (${contentType || 'no content type'})`);
  let bytes: Buffer | null;
  try {
    bytes = await readUpTo(response, INLINE_IMAGE_MAX_BYTES);
  } catch (error) {
    throw unreachable(error);
  }
  if (bytes === null) return url;
  if (bytes.length === 0) throw failed('the image service returned an empty image');
  return `data:${contentType};base64,${bytes.toString('base64')}`;
}

/** The body, or null as soon as it passes `max` bytes (the rest is never read). */
async function readUpTo(response: Response, max: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function generateAvatar(input: GenerateAvatarRequest, options: AvatarOptions): Promise<GenerateAvatarResponse> {
  const prompt = buildAvatarPrompt(input.realityShowBackground, input.customDetails);
  if (!options.serviceUrl) {
    return { avatarUrl: drawLocalAvatar(prompt, input.realityShowBackground, input.seed, input.customDetails), prompt, source: 'local' };
  }
  const avatarUrl = await fetchExternal(externalAvatarUrl(options.serviceUrl, prompt, input.seed), options);
  return { avatarUrl, prompt, source: 'external' };
}
