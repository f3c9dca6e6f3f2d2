import type { User } from '@il/contracts';
import { streams } from '@il/events';
import { readView, type ReadStoreReader, type ViewCache } from '@il/platform';
import { SESSIONS, type SessionDoc } from '@il/projection-sessions';
import { USERS, type UserDoc } from '@il/projection-users';

/**
 * Resolves a session-token hash to its user from the read models; null when unknown, ended or
 * expired. Every request asks, so both documents are kept until an event of their own stream
 * (the session's end, a role granted); expiry is checked against the clock each time.
 */
export async function userForSession(read: ReadStoreReader, sessionHash: string, now: Date, views?: ViewCache): Promise<User | null> {
  const session = await readView(views, streams.session(sessionHash), 'session', async () => {
    const doc = await read.get<SessionDoc>(SESSIONS, sessionHash);
    return doc && !doc.ended ? { userId: doc.userId, expiresAtMs: Date.parse(doc.expiresAt) } : null;
  });
  if (!session || session.expiresAtMs <= now.getTime()) return null;
  return readView(views, streams.user(session.userId), 'user', async () => {
    const user = await read.get<UserDoc>(USERS, String(session.userId));
    return user ? { id: user.userId, email: user.email, displayName: user.displayName, role: user.role, avatarUrl: user.avatarUrl } : null;
  });
}
