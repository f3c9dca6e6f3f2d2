import type { UserEvent } from '@il/events';
import { badRequest, conflict, notFound, type Decider } from '@il/platform';
import { INVALID_RESET_LINK } from './password-reset-decider';

export interface UserState {
  exists: boolean;
  userId: number;
  email: string;
  displayName: string;
  passwordHash: string;
  role: 'user' | 'admin';
  /** The newest reset link still able to change the password (its token hash), if any. */
  resetId: string | null;
}

export type UserCommand =
  | { type: 'Register'; userId: number; email: string; displayName: string; passwordHash: string; role: 'user' | 'admin' }
  | { type: 'IssuePasswordReset'; resetId: string }
  | { type: 'ChangePassword'; passwordHash: string; resetId: string }
  | { type: 'GrantAdmin'; by: 'admin-emails' | 'cli' };

export const initialUserState: UserState = {
  exists: false,
  userId: 0,
  email: '',
  displayName: '',
  passwordHash: '',
  role: 'user',
  resetId: null,
};

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { exists: true, ...event.data, resetId: null };
    case 'PasswordResetIssued':
      return { ...state, resetId: event.data.resetId };
    case 'PasswordChanged':
      // A changed password retires every link mailed before it.
      return { ...state, passwordHash: event.data.passwordHash, resetId: null };
    case 'RoleGranted':
      return { ...state, role: event.data.role };
    default:
      return state;
  }
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'Register': {
      if (state.exists) throw conflict('Email already in use');
      const { userId, email, displayName, passwordHash, role } = command;
      return [{ type: 'UserRegistered', data: { userId, email, displayName, passwordHash, role } }];
    }
    case 'IssuePasswordReset':
      if (!state.exists) throw notFound('User not found');
      return [{ type: 'PasswordResetIssued', data: { userId: state.userId, resetId: command.resetId } }];
    case 'ChangePassword':
      if (!state.exists) throw notFound('User not found');
      // A link older than the newest one, or mailed before the last change, is as dead as a forged one.
      if (state.resetId !== command.resetId) throw badRequest(INVALID_RESET_LINK);
      return [{ type: 'PasswordChanged', data: { userId: state.userId, passwordHash: command.passwordHash, reason: 'reset' } }];
    case 'GrantAdmin':
      if (!state.exists) throw notFound('User not found');
      if (state.role === 'admin') return [];
      return [{ type: 'RoleGranted', data: { userId: state.userId, role: 'admin', by: command.by } }];
    default: {
      const unreachable: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
