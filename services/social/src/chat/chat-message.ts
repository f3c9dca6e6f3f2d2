import { API_ERRORS, CHAT_LIMITS, EMPTY_MESSAGE_MESSAGE, LONG_MESSAGE_MESSAGE, servedAvatarUrl } from '@il/contracts';
import type { ChatMessageSent } from '@il/events';
import { badRequest, notFound } from '@il/platform';
import type { CharacterState } from '@il/league';

export interface SendChatMessage {
  messageId: number;
  leagueId: number;
  /** The sender's character, folded from its stream. */
  character: CharacterState;
  message: string;
  now: string;
}

/**
 * Decides a chat message: the sender speaks as their character of this league, and the text,
 * trimmed, holds 1-500 characters (the same rule and words as the form, checked again here so the
 * rule holds whoever calls).
 */
export function decideChatMessage(command: SendChatMessage): ChatMessageSent {
  const { character } = command;
  if (!character.exists || character.leagueId !== command.leagueId) throw notFound(API_ERRORS.noCharacter);
  const message = command.message.trim();
  if (message.length < CHAT_LIMITS.messageMin) throw badRequest(EMPTY_MESSAGE_MESSAGE);
  if (message.length > CHAT_LIMITS.messageMax) throw badRequest(LONG_MESSAGE_MESSAGE);
  return {
    type: 'ChatMessageSent',
    data: {
      messageId: command.messageId,
      leagueId: command.leagueId,
      characterId: character.characterId,
      userId: character.userId,
      playerName: character.playerName,
      // The image itself is recorded once, when the character is created (docs/decisions.md).
      avatarUrl: servedAvatarUrl(character.characterId, character.avatarUrl),
      followers: character.stats.followers,
      message,
      sentAt: command.now,
    },
  };
}
