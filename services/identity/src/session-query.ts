import type { User } from '@il/contracts';
import { streams } from '@il/events';
import { readView, type ReadStoreReader, type ScopeHandle, type ViewCache } from '@il/platform';
import { SESSIONS, type SessionDoc } from '@il/projection-sessions';
import { USERS, type UserDoc } from '@il/projection-users';

/** Who a session token hash stands for, and for how long that answer holds. */
export interface SessionView {
  /** Null when the session is unknown, ended, expired or older than the password, or its user is unknown. */
  user: User | null;
  /** The session's expiry; the answer holds until then unless a scope below is dropped. */
  expiresAtMs: number;
  /** The session's and the user's view scopes as they were before reading (with views). */
  scopes: ScopeHandle[];
}

/**
 * Resolves a session-token hash to its user from the read models. Every request asks, so both
 * documents are kept until an event of their own stream (the session's end, a role granted), and
 * the caller may keep the answer while both scopes stay live; expiry is checked against the clock.
 */
export async function sessionView(read: ReadStoreReader, sessionHash: string, now: Date, views?: ViewCache): Promise<SessionView> {
  const sessionScope = streams.session(sessionHash);
  const scopes = views ? [views.handle(sessionScope)] : [];
  const session = await readView(views, sessionScope, 'session', async () => {
    const doc = await read.get<SessionDoc>(SESSIONS, sessionHash);
    // An active session's document was last written by its start, so its position is the start's.
    return doc && !doc.ended ? { userId: doc.userId, expiresAtMs: Date.parse(doc.expiresAt), startedAt: doc._position } : null;
  });
  if (!session) return { user: null, expiresAtMs: Number.POSITIVE_INFINITY, scopes };
  if (session.expiresAtMs <= now.getTime()) return { user: null, expiresAtMs: Number.POSITIVE_INFINITY, scopes: [] };
  const userScope = streams.user(session.userId);
  if (views) scopes.push(views.handle(userScope));
  const account = await readView(views, userScope, 'user', async () => {
    const doc = await read.get<UserDoc>(USERS, String(session.userId));
    if (!doc) return null;
    const user: User = { id: doc.userId, email: doc.email, displayName: doc.displayName, role: doc.role, avatarUrl: doc.avatarUrl };
    return { user, credentialsChangedAt: doc.credentialsChangedAt ?? 0 };
  });
  // A password change ends every session started before it (a reset must lock out a stolen cookie).
  const user = account && session.startedAt > account.credentialsChangedAt ? account.user : null;
  return { user, expiresAtMs: user ? session.expiresAtMs : Number.POSITIVE_INFINITY, scopes };
}
