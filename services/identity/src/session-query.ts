import type { User } from '@il/contracts';
import type { ReadStore } from '@il/platform';
import { SESSIONS, type SessionDoc } from '@il/projection-sessions';
import { USERS, type UserDoc } from '@il/projection-users';

/** Resolves a session-token hash to its user from the read models; null when unknown, ended or expired. */
export async function userForSession(read: ReadStore, sessionHash: string, now: Date): Promise<User | null> {
  const session = await read.get<SessionDoc>(SESSIONS, sessionHash);
  if (!session || session.ended || session.expiresAt <= now.toISOString()) return null;
  const user = await read.get<UserDoc>(USERS, String(session.userId));
  if (!user) return null;
  return { id: user.userId, email: user.email, displayName: user.displayName, role: user.role, avatarUrl: user.avatarUrl };
}
