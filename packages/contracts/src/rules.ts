/**
 * The rules the browser needs as much as the server: the energy gauge, the bounds of relevance and
 * reputation, the price and daily limit of a like, what a custom caption costs and brings. The
 * studio's estimates and the like button read these; the deciders enforce the very same values.
 * Rules only the server needs live in each service's rules.ts.
 */

/** §9 energy: a 0-100 gauge, 100 when no state is known, warned below 30, critical below 10. */
export const ENERGY = {
  min: 0,
  max: 100,
  default: 100,
  warningBelow: 30,
  criticalBelow: 10,
  regenPerHour: 1,
} as const;

export const RELEVANCE = { min: 0, max: 100 } as const;

/** Each reputation aspect stays within 0-100, whatever moves it. */
export const REPUTATION = { min: 0, max: 100 } as const;

/** §9: a like costs 8 energy, an unlike refunds it, and a player may like 5 posts a day. */
export const LIKES = { energyCost: 8, dailyLimit: 5 } as const;

/** §9: a custom caption costs the card's energy plus this much, or half the card's cost when that is more. */
export const CUSTOM_CAPTION_MIN_EXTRA_COST = 5;
/** §9: a custom caption's range reaches 30 followers past the card's (scaled) maximum. */
export const CUSTOM_CAPTION_EXTRA_REACH = 30;
/** §2: a custom caption earns a rolled authenticity bonus of +2 to +5. */
export const CUSTOM_CAPTION_AUTHENTICITY_BONUS = { min: 2, max: 5 } as const;
