import type { CharacterStats, ReputationValues, StatChanges } from '@il/events';
import { ENERGY, RELEVANCE, REPUTATION, REPUTATION_ASPECTS } from '@il/contracts';
import { energyAt } from './energy';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The stats after applying signed changes at `at`. Followers and money never fall below zero and
 * stay whole; relevance and each reputation aspect stay within 0-100; energy first regenerates up
 * to `at`, then moves, and stays within 0-100. A change without an energy part leaves the stored
 * energy and its instant alone, so regeneration keeps counting from where it was.
 */
export function applyStatChanges(stats: CharacterStats, changes: StatChanges, at: string): CharacterStats {
  const next: CharacterStats = { ...stats, reputation: { ...stats.reputation } };
  if (changes.followers) next.followers = Math.max(0, Math.round(stats.followers + changes.followers));
  if (changes.money) next.money = Math.max(0, Math.round(stats.money + changes.money));
  if (changes.relevance) next.relevance = clamp(stats.relevance + changes.relevance, RELEVANCE.min, RELEVANCE.max);
  if (changes.energy) {
    const now = energyAt(stats, at);
    const energy = clamp(Math.round(now.energy + changes.energy), ENERGY.min, ENERGY.max);
    // Leaving the cap starts a fresh hour; below the cap the accrued part of the hour is kept.
    const regenFrom = now.energy >= ENERGY.max || energy >= ENERGY.max ? at : now.regenFrom;
    next.energy = energy;
    next.energyUpdatedAt = regenFrom;
  }
  for (const aspect of REPUTATION_ASPECTS) {
    const delta = changes.reputation?.[aspect];
    if (delta) next.reputation[aspect] = clamp(stats.reputation[aspect] + delta, REPUTATION.min, REPUTATION.max);
  }
  return next;
}

/** The changes that actually happened after clamping, so feeds never show a gain that was capped away. */
export function effectiveChanges(before: CharacterStats, after: CharacterStats, requested: StatChanges, at: string): StatChanges {
  const changes: StatChanges = {};
  const followers = after.followers - before.followers;
  const money = after.money - before.money;
  const relevance = after.relevance - before.relevance;
  // Without an energy part the stored energy is untouched, and regeneration is no change of ours.
  const energy = requested.energy ? after.energy - energyAt(before, at).energy : 0;
  if (followers) changes.followers = followers;
  if (money) changes.money = money;
  if (relevance) changes.relevance = relevance;
  if (energy) changes.energy = energy;
  const reputation: Partial<ReputationValues> = {};
  for (const aspect of REPUTATION_ASPECTS) {
    const delta = after.reputation[aspect] - before.reputation[aspect];
    if (delta) reputation[aspect] = delta;
  }
  if (Object.keys(reputation).length > 0) changes.reputation = reputation;
  return changes;
}
