import { ENERGY } from '@il/contracts';
import type { CharacterStats } from '@il/events';
import { isoTime } from '@il/platform';

const HOUR_MS = 60 * 60 * 1000;

export interface EnergyReading {
  energy: number;
  /**
   * The instant regeneration counts from. Below the cap it keeps the part of an hour already
   * accrued, so spending energy never throws away 59 minutes of regeneration.
   */
  regenFrom: string;
}

type EnergyStats = Pick<CharacterStats, 'energy' | 'energyUpdatedAt'>;

/** Whole hours of regeneration since the energy was set. */
function regenHours(stats: EnergyStats, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - Date.parse(stats.energyUpdatedAt)) / HOUR_MS));
}

/** Energy at `now`, derived from the stored value and when it was set: +1 per whole hour, up to 100. */
export function energyAt(stats: EnergyStats, now: Date | string): EnergyReading {
  const nowMs = typeof now === 'string' ? Date.parse(now) : now.getTime();
  const energy = currentEnergy(stats, nowMs);
  if (energy >= ENERGY.max) return { energy, regenFrom: isoTime(nowMs) };
  return { energy, regenFrom: isoTime(Date.parse(stats.energyUpdatedAt) + regenHours(stats, nowMs) * HOUR_MS) };
}

/** The instant after `now` when currentEnergy next moves (the next whole hour); never at the cap. */
export function nextEnergyAt(stats: EnergyStats, now: Date | string | number): number {
  if (stats.energy >= ENERGY.max) return Number.POSITIVE_INFINITY;
  const nowMs = typeof now === 'number' ? now : new Date(now).getTime();
  return Date.parse(stats.energyUpdatedAt) + (regenHours(stats, nowMs) + 1) * HOUR_MS;
}

/** Energy alone, as every game-state poll reads it (without the instant regeneration counts from). */
export function currentEnergy(stats: EnergyStats, now: Date | string | number): number {
  if (stats.energy >= ENERGY.max) return Math.min(stats.energy, ENERGY.max);
  const nowMs = typeof now === 'number' ? now : new Date(now).getTime();
  return Math.min(ENERGY.max, stats.energy + regenHours(stats, nowMs) * ENERGY.regenPerHour);
}
