import type { User } from '@il/contracts';
import { unauthorized, forbidden } from '@il/platform';

/** Who is calling: resolved once per request from the session cookie. */
export interface RequestAuth {
  user: User | null;
  /** The hash of the session token, so logout can end exactly this session. */
  sessionHash: string | null;
}

export function requireUser(auth: RequestAuth): User {
  if (!auth.user) throw unauthorized('Not authenticated');
  return auth.user;
}

export function requireAdmin(auth: RequestAuth): User {
  const user = requireUser(auth);
  if (user.role !== 'admin') throw forbidden(`Access denied. Your role (${user.role}) lacks required permissions.`);
  return user;
}
