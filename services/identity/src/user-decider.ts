import type { UserEvent } from '@il/events';
import { conflict, notFound, type Decider } from '@il/platform';

export interface UserState {
  exists: boolean;
  userId: number;
  email: string;
  displayName: string;
  passwordHash: string;
  role: 'user' | 'admin';
}

export type UserCommand =
  | { type: 'Register'; userId: number; email: string; displayName: string; passwordHash: string; role: 'user' | 'admin' }
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'GrantAdmin'; by: 'admin-emails' | 'cli' };

export const initialUserState: UserState = {
  exists: false,
  userId: 0,
  email: '',
  displayName: '',
  passwordHash: '',
  role: 'user',
};

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { exists: true, ...event.data };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
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
    case 'ChangePassword':
      if (!state.exists) throw notFound('User not found');
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
