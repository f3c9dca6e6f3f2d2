import type { z } from 'zod';
import { AvatarImageQuery } from './avatar';
import { ContentImageQuery } from './content';
import { LeagueEventsQuery } from './league-events';

/**
 * A /_api route whose answer is not a JSON document: image bytes, or a server-sent event stream.
 * Its query is still validated like any call's, and an error before the answer starts is the
 * usual plain-JSON `{ "error": "..." }`.
 */
export interface RawCall<Q extends z.ZodType = z.ZodType> {
  method: 'GET';
  path: string;
  query: Q;
  /** 'image': an image/* body. 'event-stream': text/event-stream (see league-events.ts). */
  produces: 'image' | 'event-stream';
  auth: 'public' | 'user' | 'admin';
}

function defineRawCall<Q extends z.ZodType>(call: RawCall<Q>): RawCall<Q> {
  return call;
}

export const rawApi = {
  // §7 Content: the card image; card art is not secret, and public keeps <img> caching simple.
  contentImage: defineRawCall({ method: 'GET', path: '/image', query: ContentImageQuery, produces: 'image', auth: 'public' }),
  // Our path: a character's inline avatar, which answers link to instead of carrying it. Public
  // like the card image: the picture alone says nothing about its league or player.
  characterAvatar: defineRawCall({ method: 'GET', path: '/avatar', query: AvatarImageQuery, produces: 'image', auth: 'public' }),
  // Our path: live chat and feed updates of one league, members only.
  leagueEvents: defineRawCall({ method: 'GET', path: '/league/events', query: LeagueEventsQuery, produces: 'event-stream', auth: 'user' }),
} as const;

export type RawApi = typeof rawApi;
export type RawCallName = keyof RawApi;
