import type { CaptionTypeValue, RiskLevelValue, ScandalSeverityValue } from '@il/events';
import { rollWithin } from '@il/platform';
import { pickWeighted } from '../shared/rolls';
import { SCANDAL_CATALOG, type ScandalCatalogEntry, type ScandalTrigger } from './scandal-catalog';
import { DRAMA_HEAVY, SCANDAL_CHANCE, SEVERITIES, SEVERITY_WEIGHTS_BY_HEAT } from '../rules';

export interface PostRisk {
  riskLevel: RiskLevelValue;
  captionType: CaptionTypeValue;
  /** The poster's drama before the post. */
  drama: number;
}

export function scandalChance(post: PostRisk): number {
  const drama = SCANDAL_CHANCE.dramaSteps.find((step) => post.drama >= step.from)?.add ?? 0;
  const thirst = post.captionType === 'thirst' ? SCANDAL_CHANCE.thirstCaption : 0;
  const chance = SCANDAL_CHANCE.byRisk[post.riskLevel] + thirst + drama;
  // In hundredths, so a stored chance reads as the table says (0.14, not 0.14000000000000001).
  return Math.min(SCANDAL_CHANCE.max, Math.round(chance * 100) / 100);
}

export function scandalHeat(post: PostRisk): number {
  const risk = post.riskLevel === 'risky' ? 2 : post.riskLevel === 'medium' ? 1 : 0;
  return risk + (post.captionType === 'thirst' ? 1 : 0) + (post.drama >= DRAMA_HEAVY ? 1 : 0);
}

function triggerOf(post: PostRisk): ScandalTrigger {
  if (post.captionType === 'thirst') return 'thirst';
  if (post.drama >= DRAMA_HEAVY) return 'drama';
  return 'content';
}

export interface ScandalRoll {
  chance: number;
  roll: number;
  /** Null when the roll did not beat the chance. `toldBefore`: the told stories left out of the draw. */
  scandal: { severity: ScandalSeverityValue; entry: ScandalCatalogEntry; toldBefore: string[] } | null;
}

/**
 * The stories a scandal of this severity may tell: those told for what set it off, else any of
 * the severity, in both cases leaving out the stories the league has already been told; once
 * every story of the severity has been told, they all come back (the pool is spent, it starts over).
 */
function storyPool(severity: ScandalSeverityValue, trigger: ScandalTrigger, told: ReadonlySet<string>): ScandalCatalogEntry[] {
  const ofSeverity = SCANDAL_CATALOG.filter((e) => e.severity === severity);
  const fresh = ofSeverity.filter((e) => !told.has(e.key));
  const fitting = fresh.filter((e) => e.trigger === trigger);
  if (fitting.length > 0) return fitting;
  if (fresh.length > 0) return fresh;
  const fittingAgain = ofSeverity.filter((e) => e.trigger === trigger);
  return fittingAgain.length > 0 ? fittingAgain : ofSeverity;
}

/**
 * Three draws decide a post's scandal: whether it happens (draw < chance), how bad it is (by the
 * post's heat) and which story it is (among the catalog's stories of that severity told for
 * that trigger, or of that severity at all when none is, leaving out the stories `told` in the
 * league until the severity's stories are spent).
 */
export function rollScandal(post: PostRisk, draws: readonly [number, number, number], told: ReadonlySet<string> = new Set()): ScandalRoll {
  const chance = scandalChance(post);
  const [roll, severityDraw, storyDraw] = draws;
  if (!(roll < chance)) return { chance, roll, scandal: null };
  const weights = SEVERITY_WEIGHTS_BY_HEAT[Math.min(scandalHeat(post), SEVERITY_WEIGHTS_BY_HEAT.length - 1)]!;
  const severity = SEVERITIES[pickWeighted(severityDraw, weights)]!;
  const pool = storyPool(severity, triggerOf(post), told);
  const entry = pool[rollWithin(storyDraw, 0, pool.length - 1)]!;
  const toldBefore = SCANDAL_CATALOG.filter((e) => told.has(e.key)).map((e) => e.key);
  return { chance, roll, scandal: { severity, entry, toldBefore } };
}
