import type { User } from '@il/contracts';
import type { UserState } from './user-decider';

export const toUser = (s: Pick<UserState, 'userId' | 'email' | 'displayName' | 'role'>): User => ({
  id: s.userId,
  email: s.email,
  displayName: s.displayName,
  role: s.role,
  avatarUrl: null,
});
