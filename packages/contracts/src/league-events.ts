import { z } from 'zod';
import { Id, QueryId } from './common';
import { ChatMessage } from './chat';
import { FeedPost } from './feed';
import { decodeWire, encodeWire } from './wire';

/**
 * GET /league/events?leagueId: a server-sent event stream of what happens in a league, so open
 * chat and feed screens update without waiting for their next poll. Polling stays the fallback:
 * an event is a hint to show something sooner, never the only way to learn it.
 */
export const LeagueEventsQuery = z.object({ leagueId: QueryId });
export type LeagueEventsQuery = z.infer<typeof LeagueEventsQuery>;

/** A like was given or taken back; `userId` is whoever did it. */
export const FeedLikeEvent = z.object({
  postId: Id,
  leagueId: Id,
  userId: Id,
  liked: z.boolean(),
  likeCount: z.number().int().nonnegative(),
  likerNames: z.array(z.string()),
});
export type FeedLikeEvent = z.infer<typeof FeedLikeEvent>;

/**
 * The viewer's notifications changed (a new one, or read in another tab); sent only to the
 * players concerned, who fetch their list again.
 */
export const NotificationsChangedEvent = z.object({ leagueId: Id });
export type NotificationsChangedEvent = z.infer<typeof NotificationsChangedEvent>;

/** Event name on the stream -> schema of its data. feed.post data has userHasLiked false. */
export const LEAGUE_EVENT_DATA = {
  'chat.message': ChatMessage,
  'feed.post': FeedPost,
  'feed.like': FeedLikeEvent,
  'notifications.changed': NotificationsChangedEvent,
} as const;
export type LeagueEventName = keyof typeof LEAGUE_EVENT_DATA;
export const LEAGUE_EVENT_NAMES = Object.keys(LEAGUE_EVENT_DATA) as LeagueEventName[];

export type LeagueEvent = {
  [N in LeagueEventName]: { event: N; data: z.infer<(typeof LEAGUE_EVENT_DATA)[N]> };
}[LeagueEventName];

/**
 * One SSE frame: `id` (the event's position, so a reconnect's Last-Event-ID can resume), the name,
 * and the data in the same superjson encoding as every other call (superjson output has no newline).
 */
export function formatLeagueEvent(event: LeagueEvent, id?: string | number): string {
  const lines = id === undefined ? [] : [`id: ${id}`];
  lines.push(`event: ${event.event}`, `data: ${encodeWire(event.data)}`);
  return `${lines.join('\n')}\n\n`;
}

/** Reads one received event; null for a name this client does not know (newer server). */
export function parseLeagueEvent(name: string, data: string): LeagueEvent | null {
  if (!Object.hasOwn(LEAGUE_EVENT_DATA, name)) return null;
  const eventName = name as LeagueEventName;
  const parsed = LEAGUE_EVENT_DATA[eventName].parse(decodeWire(data));
  return { event: eventName, data: parsed } as LeagueEvent;
}

/** Comment frame the server sends every 25 s so proxies keep the connection open. */
export const LEAGUE_EVENTS_HEARTBEAT_MS = 25_000;
