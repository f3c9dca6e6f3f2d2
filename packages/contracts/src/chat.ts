import { z } from 'zod';
import { Cursor, DateTime, Id, QueryId, QueryLimit } from './common';

export const CHAT_LIMITS = { messageMin: 1, messageMax: 500, pageDefault: 50 } as const;

/** Chat polling of §9, for the client's query options. */
export const CHAT_POLL_MS = 4000;
export const CHAT_STALE_MS = 2000;

export const EMPTY_MESSAGE_MESSAGE = 'Message cannot be empty.';
export const LONG_MESSAGE_MESSAGE = 'Message is too long.';

/** Whitespace alone is no message. */
export const ChatText = z
  .string({ error: EMPTY_MESSAGE_MESSAGE })
  .trim()
  .min(CHAT_LIMITS.messageMin, { message: EMPTY_MESSAGE_MESSAGE })
  .max(CHAT_LIMITS.messageMax, { message: LONG_MESSAGE_MESSAGE });

/** The author as the league knows them: their character, not their account. */
export const ChatCharacter = z.object({
  id: Id,
  playerName: z.string(),
  avatarUrl: z.string().nullable(),
  followers: z.number().int().nonnegative(),
});
export type ChatCharacter = z.infer<typeof ChatCharacter>;

/** §3 Chat message. */
export const ChatMessage = z.object({
  id: Id,
  message: z.string(),
  createdAt: DateTime,
  character: ChatCharacter,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * GET /league/chat?leagueId&cursor&limit. Without a cursor: the newest messages. With one: the
 * messages just older than the page that returned it. A page lists its messages oldest first,
 * ready to render; nextCursor is null when nothing older remains.
 */
export const ChatQuery = z.object({
  leagueId: QueryId,
  cursor: Cursor.optional(),
  limit: QueryLimit.optional().default(CHAT_LIMITS.pageDefault),
});
export type ChatQuery = z.infer<typeof ChatQuery>;

export const ChatPage = z.object({
  messages: z.array(ChatMessage),
  nextCursor: Cursor.nullable(),
});
export type ChatPage = z.infer<typeof ChatPage>;

/** POST /league/chat answers the stored message, which replaces the optimistic "Sending..." one. */
export const SendChatMessageRequest = z.object({ leagueId: Id, message: ChatText });
export type SendChatMessageRequest = z.infer<typeof SendChatMessageRequest>;

export const ChatMessageForm = z.object({ message: ChatText });
export type ChatMessageForm = z.infer<typeof ChatMessageForm>;
