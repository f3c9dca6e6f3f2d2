import { ENERGY } from '@il/contracts';
import type { Player } from './player';
import type { Row } from './table';

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round1 = (value: number) => Math.round(value * 10) / 10;

export interface Pace {
  player: string;
  sittings: number;
  postsPerDay: number;
  firstSittingPosts: number;
  postsPerSitting: number;
  maxPostsPerSitting: number;
  /** Share of sittings that ended because nothing the player would post was affordable. */
  outOfEnergyShare: number;
  startEnergy: number;
  /** After a sitting that ran out: hours of regeneration until the next post the player wanted. */
  hoursToNextPost: number;
}

/**
 * How a sitting goes for each strategy: how many posts the energy allows before it runs out, how
 * often it does, and how long the wait is until the next post (energy comes back ENERGY.regenPerHour
 * an hour). Days played count from the first sitting to the last.
 */
export function paceOf(players: readonly Player[]): Pace[] {
  return players.map((player) => {
    const sittings = player.notes.sittings;
    const days = new Set(sittings.map((s) => s.day)).size;
    const ranOut = sittings.filter((s) => s.outOfEnergy);
    return {
      player: player.name,
      sittings: sittings.length,
      postsPerDay: round1(player.notes.posts / Math.max(1, days)),
      firstSittingPosts: sittings[0]?.posts ?? 0,
      postsPerSitting: median(sittings.map((s) => s.posts)),
      maxPostsPerSitting: Math.max(0, ...sittings.map((s) => s.posts)),
      outOfEnergyShare: sittings.length === 0 ? 0 : Math.round((100 * ranOut.length) / sittings.length),
      startEnergy: median(sittings.map((s) => s.startEnergy)),
      hoursToNextPost: median(ranOut.map((s) => Math.max(0, (s.nextCost ?? 0) - s.endEnergy) / ENERGY.regenPerHour)),
    };
  });
}

export function paceRows(players: readonly Player[]): Row[] {
  return paceOf(players).map((p) => ({
    player: p.player,
    sittings: p.sittings,
    'posts/day': p.postsPerDay,
    'first sitting': `${p.firstSittingPosts} posts`,
    'posts/sitting (median, max)': `${p.postsPerSitting}, ${p.maxPostsPerSitting}`,
    'ended out of energy': `${p.outOfEnergyShare}%`,
    'energy at start (median)': p.startEnergy,
    'then hours to next post (median)': p.hoursToNextPost,
  }));
}
