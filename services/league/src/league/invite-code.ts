import type { Random } from '@il/platform';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../rules';

export function generateInviteCode(random: Random): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[Math.floor(random.next() * INVITE_CODE_ALPHABET.length)];
  return code;
}

export const normalizeInviteCode = (code: string): string => code.trim().toUpperCase();
