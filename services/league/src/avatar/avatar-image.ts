import { isDataUrl } from '@il/contracts';
import type { ReadStoreReader } from '@il/platform';
import { CHARACTER_AVATARS, CHARACTERS, type CharacterAvatarDoc, type CharacterDoc } from '@il/projection-characters';
import { createHash } from 'node:crypto';

export interface DecodedImage {
  /** `image/<subtype>`, lower case, without parameters. */
  mediaType: string;
  bytes: Buffer;
}

export interface AvatarImage extends DecodedImage {
  /** Strong validator: the hash of the exact bytes, quoted as HTTP wants it. */
  etag: string;
}

/** An image media type of the token characters RFC 9110 allows; anything else is not served. */
const IMAGE_MEDIA_TYPE = /^image\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;
const BASE64 = /^[A-Za-z0-9+/]*$/;
const HEX = /^[0-9a-fA-F]{2}$/;

/** The bytes of a data URL's body: %XX escapes as bytes, every other character as UTF-8. */
function percentDecode(body: string): Buffer {
  if (!body.includes('%')) return Buffer.from(body, 'utf8');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] as string;
    const hex = body.slice(i + 1, i + 3);
    if (char === '%' && HEX.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      const code = body.codePointAt(i) as number;
      for (const byte of Buffer.from(String.fromCodePoint(code), 'utf8')) bytes.push(byte);
      if (code > 0xffff) i += 1;
    }
  }
  return Buffer.from(bytes);
}

/** Forgiving base64 as browsers read data URLs: whitespace ignored, padding optional, nothing else. */
function base64Decode(text: string): Buffer | null {
  let data = text.replace(/[\t\n\f\r ]/g, '');
  if (data.length % 4 === 0) data = data.replace(/={1,2}$/, '');
  if (data.length % 4 === 1 || !BASE64.test(data)) return null;
  return Buffer.from(data, 'base64');
}

/**
 * The image a `data:` URL holds, base64 or percent-encoded, or null when it is not a well-formed
 * data URL of an image/* type: a stored value is served with its own media type, so anything that
 * is not plainly an image (text/html, a missing type, which means text/plain) is refused.
 */
export function decodeImageDataUrl(url: string): DecodedImage | null {
  const trimmed = url.trim();
  if (!/^data:/i.test(trimmed)) return null;
  const comma = trimmed.indexOf(',');
  if (comma < 0) return null;
  const header = trimmed.slice('data:'.length, comma);
  const params = header.split(';').map((part) => part.trim());
  const mediaType = (params[0] ?? '').toLowerCase();
  if (!IMAGE_MEDIA_TYPE.test(mediaType)) return null;
  const isBase64 = params.length > 1 && params[params.length - 1]?.toLowerCase() === 'base64';
  const body = percentDecode(trimmed.slice(comma + 1));
  const bytes = isBase64 ? base64Decode(body.toString('latin1')) : body;
  if (!bytes || bytes.length === 0) return null;
  return { mediaType, bytes };
}

/**
 * A character's inline avatar, decoded for the avatar route; null when the character is unknown,
 * has no avatar, has an http(s) one (answers carry that address itself) or a stored value that is
 * not an image.
 */
export async function characterAvatarImage(read: ReadStoreReader, characterId: number): Promise<AvatarImage | null> {
  const id = String(characterId);
  const kept = await read.get<CharacterAvatarDoc>(CHARACTER_AVATARS, id);
  // A characters read model projected before avatars were kept apart still holds the image
  // inline, until it is rebuilt: answers link to the route for those characters too.
  const stored = kept?.image ?? (await read.get<CharacterDoc>(CHARACTERS, id))?.avatarUrl ?? null;
  if (stored === null || !isDataUrl(stored)) return null;
  const image = decodeImageDataUrl(stored);
  if (!image) return null;
  const etag = `"${createHash('sha256').update(image.bytes).digest('base64url').slice(0, 32)}"`;
  return { ...image, etag };
}
