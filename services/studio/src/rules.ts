/**
 * The studio's server-side rules in one place. What the studio shows before a post (the follower
 * range, a custom caption's cost, reach and authenticity bonus) is shared with the browser and
 * lives in the contracts; the cards and the trending topics are reference data in catalog/.
 */
import type { RiskLevel } from '@il/contracts';

/**
 * Posting keeps a character in the conversation: every post raises relevance, bolder content
 * more, and riding a trending topic a little more again. The character's 0-100 clamp applies.
 */
export const RELEVANCE_GAIN_BY_RISK: Record<RiskLevel, number> = { safe: 2, medium: 3, risky: 5 };
export const TRENDING_RELEVANCE_BONUS = 1;
