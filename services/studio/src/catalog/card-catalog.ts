import {
  CaptionOption,
  CaptionType,
  ContentType,
  RiskLevel,
  contentImagePath,
  type ContentCard,
} from '@il/contracts';
import { z } from 'zod';
import cardsFile from '../../catalog/cards.v1.json';

/**
 * A card's own caption options, in either shape §3 allows: a list, or an object keyed by caption
 * type. The catalog is ours, so unlike the studio (which falls back to the defaults) it refuses a
 * malformed entry at load instead of silently offering something else.
 */
const StoredCaptionOptions = z.union([
  z.array(CaptionOption).min(1),
  z
    .partialRecord(CaptionType, CaptionOption)
    .refine((options) => Object.keys(options).length > 0, { message: 'Keyed caption options must not be empty' })
    .refine((options) => Object.entries(options).every(([key, option]) => option?.type === key), {
      message: 'A keyed caption option must have the type of its key',
    }),
]);

/**
 * Reference data is checked for operators, not players: its errors keep zod's full English
 * wording (which key, which type) instead of the players' generic "Invalid input".
 */
export const referenceDataErrors = z.locales.en().localeError;

const ReputationChange = z.number().int().min(-10).max(10);

export const CatalogCard = z
  .strictObject({
    id: z.number().int().positive(),
    title: z.string().trim().min(1).max(60),
    description: z.string().trim().min(1).max(200),
    contentType: ContentType,
    theme: z.string().regex(/^[a-z_]+$/).nullable(),
    energyCost: z.number().int().min(1).max(60),
    followersMin: z.number().int().nonnegative(),
    followersMax: z.number().int().nonnegative(),
    riskLevel: RiskLevel,
    authenticityChange: ReputationChange,
    dramaChange: ReputationChange,
    relatabilityChange: ReputationChange,
    aspirationalChange: ReputationChange,
    isActive: z.boolean(),
    captionOptions: StoredCaptionOptions.nullable().default(null),
  })
  .refine((card) => card.followersMax >= card.followersMin, { message: 'followersMax must not be below followersMin' });
export type CatalogCard = z.infer<typeof CatalogCard>;

export const CardCatalogFile = z
  .strictObject({ version: z.number().int().positive(), cards: z.array(CatalogCard).min(1) })
  .superRefine((file, issues) => {
    const ids = new Set<number>();
    const titles = new Set<string>();
    for (const card of file.cards) {
      if (ids.has(card.id)) issues.addIssue({ code: 'custom', message: `Duplicate card id ${card.id}` });
      if (titles.has(card.title)) issues.addIssue({ code: 'custom', message: `Duplicate card title ${card.title}` });
      ids.add(card.id);
      titles.add(card.title);
    }
  });

export interface CardCatalog {
  version: number;
  cards: readonly CatalogCard[];
  byId(id: number): CatalogCard | undefined;
  /** The cards a player can post now, of one type, in catalog order. */
  activeOfType(contentType: ContentType): CatalogCard[];
}

/** Validates reference data (the versioned catalog file, or a test's own) and indexes it. */
export function loadCardCatalog(raw: unknown): CardCatalog {
  const parsed = CardCatalogFile.safeParse(raw, { error: referenceDataErrors });
  if (!parsed.success) throw new Error(`Invalid content card catalog: ${z.prettifyError(parsed.error)}`);
  const { version, cards } = parsed.data;
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    version,
    cards,
    byId: (id) => byId.get(id),
    activeOfType: (contentType) => cards.filter((card) => card.isActive && card.contentType === contentType),
  };
}

let defaultCatalog: CardCatalog | null = null;

/** The catalog shipped in catalog/cards.v<version>.json; a new version is a new file, not a code edit. */
export function shippedCardCatalog(): CardCatalog {
  defaultCatalog ??= loadCardCatalog(cardsFile);
  return defaultCatalog;
}

/** §3 Content card as the studio receives it; the image is always our own generated one. */
export function toContentCard(card: CatalogCard): ContentCard {
  return {
    id: card.id,
    title: card.title,
    description: card.description,
    imageUrl: contentImagePath(card.id),
    contentType: card.contentType,
    energyCost: card.energyCost,
    followersMin: card.followersMin,
    followersMax: card.followersMax,
    riskLevel: card.riskLevel,
    authenticityChange: card.authenticityChange,
    dramaChange: card.dramaChange,
    relatabilityChange: card.relatabilityChange,
    aspirationalChange: card.aspirationalChange,
    isActive: card.isActive,
    theme: card.theme,
    captionOptions: card.captionOptions,
  };
}
