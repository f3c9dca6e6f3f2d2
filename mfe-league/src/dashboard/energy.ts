import { ENERGY } from '@il/contracts';

export type EnergyLevel = 'ok' | 'warning' | 'critical';

/** §9: below 30 is a warning, below 10 critical. */
export function energyLevel(energy: number): EnergyLevel {
  if (energy < ENERGY.criticalBelow) return 'critical';
  if (energy < ENERGY.warningBelow) return 'warning';
  return 'ok';
}

/** §2: regeneration reads as 1 per hour: "Next in 60m" and "Full in (100-energy) h". */
export function energyRegeneration(energy: number): { next: string; full: string } | null {
  if (energy >= ENERGY.max) return null;
  const hoursToFull = Math.ceil((ENERGY.max - energy) / ENERGY.regenPerHour);
  return { next: 'Next in 60m', full: `Full in ${hoursToFull}h` };
}
