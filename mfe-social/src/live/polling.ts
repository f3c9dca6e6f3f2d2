import { CHAT_POLL_MS, CHAT_STALE_MS } from '@il/contracts';

/**
 * How often the screens ask the server again. §9 chat polling (4 s, also in the background, stale
 * after 2 s) is what runs whenever the live stream is not open. While it is open the stream brings
 * news within a second, so polling only backs it up: the stream replays nothing it missed.
 */
export const POLLING = {
  chat: { offlineMs: CHAT_POLL_MS, liveMs: 30_000, staleMs: CHAT_STALE_MS },
  feed: { offlineMs: 10_000, liveMs: 60_000 },
} as const;

/** §9 game state: stale after 120 s, polled every 30 s below full energy and every 300 s at 100. */
export const GAME_STATE_POLLING = { staleMs: 120_000, regeneratingMs: 30_000, fullMs: 300_000 } as const;
