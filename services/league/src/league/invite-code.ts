import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../rules';

/**
 * A code lets anyone who holds it into a private league, so it is drawn from the system's secure
 * source, never from the game's dice (which tests seed and `Math.random` can be predicted from).
 */
export function generateInviteCode(draw: (below: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[draw(INVITE_CODE_ALPHABET.length)];
  return code;
}

export const normalizeInviteCode = (code: string): string => code.trim().toUpperCase();
