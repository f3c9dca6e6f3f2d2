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
