import { createHash } from 'node:crypto';
import { shippedCardCatalog, type CardCatalog } from '../catalog/card-catalog';
import { cardImageSvg } from './card-image';

export const CARD_IMAGE_MEDIA_TYPE = 'image/svg+xml';

export interface CardImage {
  svg: string;
  /** Strong validator: the hash of the exact bytes, quoted as HTTP wants it. */
  etag: string;
  /** The same image inline, for the admin gallery (§3 Admin image imageData). */
  dataUrl: string;
}

/** The catalog's images, each drawn once on first request and kept: they never change per card. */
export function cardImages(catalog: CardCatalog) {
  const drawn = new Map<number, CardImage>();

  function image(cardId: number): CardImage | null {
    const cached = drawn.get(cardId);
    if (cached) return cached;
    const card = catalog.byId(cardId);
    if (!card) return null;
    const svg = cardImageSvg(card);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 32)}"`;
    const dataUrl = `data:${CARD_IMAGE_MEDIA_TYPE};base64,${Buffer.from(svg).toString('base64')}`;
    const made = { svg, etag, dataUrl };
    drawn.set(cardId, made);
    return made;
  }

  return { image };
}

export type CardImages = ReturnType<typeof cardImages>;

let shipped: CardImages | null = null;
/** The images of the shipped catalog, shared by the image route and the admin gallery. */
export function shippedCardImages(): CardImages {
  shipped ??= cardImages(shippedCardCatalog());
  return shipped;
}
