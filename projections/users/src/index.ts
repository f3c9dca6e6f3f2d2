import type { UserEvent } from '@il/events';
import type { ProjectionDefinition, ReadDoc } from '@il/platform';

/** The users read model: profile and role per user id (never the password hash). */
export interface UserDoc extends ReadDoc {
  userId: number;
  email: string;
  displayName: string;
  role: 'user' | 'admin';
  avatarUrl: string | null;
  registeredAt: string;
  /**
   * Log position of the last password change: every session started before it is over. Absent on
   * documents written before it was kept (read as 0) until the model is replayed.
   */
  credentialsChangedAt?: number;
}

export const USERS = 'users';

export const usersProjection: ProjectionDefinition = {
  name: 'users',
  collections: [{ name: USERS, indexes: [['email']] }],
  eventTypes: ['UserRegistered', 'PasswordChanged', 'RoleGranted'],
  refs: (event) => [{ collection: USERS, id: String((event.data as { userId: number }).userId) }],
  evolve(docs, event) {
    const e = event as unknown as UserEvent;
    const id = String(e.data.userId);
    const current = docs.get(`${USERS}/${id}`) as UserDoc | null | undefined;
    switch (e.type) {
      case 'UserRegistered': {
        const { userId, email, displayName, role } = e.data;
        return [{ collection: USERS, id, doc: { _id: id, userId, email, displayName, role, avatarUrl: null, registeredAt: event.metadata.at } }];
      }
      case 'PasswordChanged':
        if (!current) return [];
        return [{ collection: USERS, id, doc: { ...current, credentialsChangedAt: event.position } }];
      case 'RoleGranted':
        if (!current) return [];
        return [{ collection: USERS, id, doc: { ...current, role: e.data.role } }];
      default:
        return [];
    }
  },
};
