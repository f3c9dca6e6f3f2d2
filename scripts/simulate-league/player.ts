import type { ScandalResponseOption } from '@il/contracts';
import type { Browser } from './browser';
import type { Strategy } from './strategies';

export interface Player {
  name: string;
  strategy: Strategy;
  browser: Browser;
  likedToday: { day: string; count: number };
  liked: Set<number>;
  /** What the player did as seen from the browser, beside what the log records. */
  notes: Notes;
}

/** One opening of the game: what the energy allowed before the player left. */
export interface Sitting {
  day: number;
  hour: number;
  startEnergy: number;
  posts: number;
  likes: number;
  endEnergy: number;
  /** The sitting ended because no card the player would post was affordable (not for want of wishing). */
  outOfEnergy: boolean;
  /** The cheapest post the player would have made next, for the wait until it is affordable. */
  nextCost: number | null;
}

export interface Notes {
  posts: number;
  sittings: Sitting[];
  responses: Record<ScandalResponseOption, number>;
  claims: number;
  accepted: number;
  /** Brand deal offers seen on the marketplace, as `<day>:<dealId>`. */
  offered: Set<string>;
  refusals: Record<string, number>;
}

export function newPlayer(name: string, strategy: Strategy, browser: Browser): Player {
  return {
    name,
    strategy,
    browser,
    likedToday: { day: '', count: 0 },
    liked: new Set(),
    notes: { posts: 0, sittings: [], responses: { ignore: 0, apologize: 0, double_down: 0 }, claims: 0, accepted: 0, offered: new Set(), refusals: {} },
  };
}
