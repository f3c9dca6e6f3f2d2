/** §2 League chat and §8 chat errors, word for word. */
export const CHAT_TEXTS = {
  title: 'League Chat',
  /** §2: the chat's word for an id that is not a number at all. */
  invalidLeagueId: 'Invalid League ID',
  subtitle: 'Talk strategy, trash-talk and team up: everyone here sees you as your character.',
  placeholder: 'Send a message as your character...',
  loadOlder: 'Load older messages',
  loadFailed: 'Failed to load messages.',
  sendFailed: 'Failed to send message',
  sending: 'Sending...',
  scrollToBottom: 'Scroll to bottom',
  emptyTitle: 'No messages yet',
  emptyDescription: 'Be the first to say something to your league.',
  /** Ours: a closed league's chat is history; its empty list invites nobody. */
  closedEmptyDescription: 'Nobody said anything in this league.',
} as const;

/** §9: farther than this from the bottom, the list stops following new messages and offers a way back. */
export const NEAR_BOTTOM_PX = 50;
