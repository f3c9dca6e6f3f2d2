import type { ChatCharacter, ChatMessage } from '@il/contracts';
import type { PendingChatMessage } from './useSendChatMessage';

/** One line of the chat as drawn: a stored message, or one still on its way (sentAt null). */
export interface ChatEntry {
  key: string;
  text: string;
  sentAt: Date | null;
  character: ChatCharacter;
  own: boolean;
}

/** Server and browser clocks may differ; a stored copy of a pending message is looked for this far back. */
const CLOCK_SKEW_MS = 30_000;

/**
 * Stored messages, then the pending ones. A pending message whose stored copy already arrived (the
 * stream can beat the send's own answer) is not drawn twice.
 */
export function chatEntries(messages: readonly ChatMessage[], pending: readonly PendingChatMessage[], me: ChatCharacter | null): ChatEntry[] {
  const entries: ChatEntry[] = messages.map((message) => ({
    key: `m${message.id}`,
    text: message.message,
    sentAt: message.createdAt,
    character: message.character,
    own: me !== null && message.character.id === me.id,
  }));
  if (!me) return entries;
  for (const item of pending) {
    const arrived = messages.some(
      (message) => message.character.id === me.id && message.message === item.message && message.createdAt.getTime() >= item.submittedAt - CLOCK_SKEW_MS,
    );
    if (!arrived) entries.push({ key: `p${item.key}`, text: item.message, sentAt: null, character: me, own: true });
  }
  return entries;
}
