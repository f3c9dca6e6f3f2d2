import type { CharacterStats } from '@il/events';

export const ENERGY_MAX = 100;
export const ENERGY_REGEN_PER_HOUR = 1;
export const HOUR_MS = 60 * 60 * 1000;

export interface EnergyReading {
  energy: number;
  /**
   * The instant regeneration counts from. Below the cap it keeps the part of an hour already
   * accrued, so spending energy never throws away 59 minutes of regeneration.
   */
  regenFrom: string;
}

/** Energy at `now`, derived from the stored value and when it was set: +1 per whole hour, up to 100. */
export function energyAt(stats: Pick<CharacterStats, 'energy' | 'energyUpdatedAt'>, now: Date | string): EnergyReading {
  const nowMs = new Date(now).getTime();
  const fromMs = new Date(stats.energyUpdatedAt).getTime();
  if (stats.energy >= ENERGY_MAX) return { energy: Math.min(stats.energy, ENERGY_MAX), regenFrom: new Date(nowMs).toISOString() };
  const hours = Math.max(0, Math.floor((nowMs - fromMs) / HOUR_MS));
  const energy = Math.min(ENERGY_MAX, stats.energy + hours * ENERGY_REGEN_PER_HOUR);
  if (energy >= ENERGY_MAX) return { energy, regenFrom: new Date(nowMs).toISOString() };
  return { energy, regenFrom: new Date(fromMs + hours * HOUR_MS).toISOString() };
}

export const currentEnergy = (stats: Pick<CharacterStats, 'energy' | 'energyUpdatedAt'>, now: Date | string): number =>
  energyAt(stats, now).energy;
