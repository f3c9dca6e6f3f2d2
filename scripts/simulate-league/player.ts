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

export interface Notes {
  posts: number;
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
    notes: { posts: 0, responses: { ignore: 0, apologize: 0, double_down: 0 }, claims: 0, accepted: 0, offered: new Set(), refusals: {} },
  };
}
