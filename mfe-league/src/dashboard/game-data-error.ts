import { API_ERRORS } from '@il/contracts';
import { ApiError, messageOf } from '@il/ui';

/** Where a failed game-state read sends the player (§2 League dashboard, §8). */
export type GameDataOutcome = 'login' | 'leagues' | 'create-character' | 'oops';

/** §8: either wording means the player has no character in this league yet. */
export function meansNoCharacter(message: string): boolean {
  return message.includes("You don't have a character") || message.includes("haven't created a character");
}

export function gameDataOutcome(error: unknown): GameDataOutcome {
  const message = messageOf(error, '');
  if (meansNoCharacter(message)) return 'create-character';
  if (error instanceof ApiError && error.status === 401) return 'login';
  if (message.includes(API_ERRORS.leagueNotFound) || (error instanceof ApiError && error.status === 404)) return 'leagues';
  return 'oops';
}
