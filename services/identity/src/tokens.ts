import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret (session cookie, reset link); only its hash is ever stored in events. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
/** Stream ids must stay short and printable whatever the address holds. */
export const emailKey = (email: string): string => createHash('sha256').update(normalizeEmail(email)).digest('hex');
