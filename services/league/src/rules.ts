/**
 * The league's own rules in one place: when platforms open, how fast relevance fades, what an
 * invite code looks like. Energy, relevance and reputation bounds are shared with the browser and
 * live in the contracts (ENERGY, RELEVANCE, REPUTATION); starting stats per background are in
 * character/backgrounds.ts.
 */
import type { PlatformName } from '@il/events';

/**
 * Followers a character must reach to open each platform. Instagram is open from the start;
 * the others are spaced so each opens roughly a growth stage later (see docs/rules.md).
 */
export const PLATFORM_THRESHOLDS: ReadonlyArray<{ platform: PlatformName; followers: number }> = [
  { platform: 'instagram', followers: 0 },
  { platform: 'tiktok', followers: 5_000 },
  { platform: 'twitter', followers: 15_000 },
  { platform: 'youtube', followers: 50_000 },
  { platform: 'podcast', followers: 150_000 },
];

/**
 * Share of a character's relevance that fades at each midnight UTC, in percent: what a star
 * earned halves in about a week, so relevance tells who has been posting lately. 8, 10 and 12
 * were played through the month simulation; 10 spreads players without deciding the title
 * (docs/rules.md, "Balancing a month"). Relevance is a whole number, so the fade is worked out
 * in whole numbers too: `ceil(relevance × 10 / 100)` never depends on how 0.1 rounds in floating point.
 */
export const RELEVANCE_FADE_PERCENT = 10;

/** No 0/O, 1/I/L: a code read aloud or copied by hand survives. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
