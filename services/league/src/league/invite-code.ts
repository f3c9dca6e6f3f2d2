import type { Random } from '@il/platform';

/** No 0/O, 1/I/L: a code read aloud or copied by hand survives. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function generateInviteCode(random: Random): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[Math.floor(random.next() * ALPHABET.length)];
  return code;
}

export const normalizeInviteCode = (code: string): string => code.trim().toUpperCase();
