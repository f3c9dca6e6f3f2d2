import type { SessionEvent } from '@il/events';
import { conflict, type Decider } from '@il/platform';

export interface SessionState {
  status: 'none' | 'active' | 'ended';
  userId: number;
  expiresAt: string;
}

export type SessionCommand =
  | { type: 'Start'; userId: number; expiresAt: string }
  | { type: 'End'; reason: 'logout' | 'password-reset' };

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: { status: 'none', userId: 0, expiresAt: '' },
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { status: 'active', userId: event.data.userId, expiresAt: event.data.expiresAt };
      case 'SessionEnded':
        return { ...state, status: 'ended' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Start':
        // Tokens are 256 random bits: a collision means a bug, never a second login.
        if (state.status !== 'none') throw conflict('Session already exists');
        return [{ type: 'SessionStarted', data: { userId: command.userId, expiresAt: command.expiresAt } }];
      case 'End':
        // Logging out twice (two tabs) is not an error: the session is simply over.
        if (state.status !== 'active') return [];
        return [{ type: 'SessionEnded', data: { userId: state.userId, reason: command.reason } }];
      default: {
        const unreachable: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unreachable)}`);
      }
    }
  },
};
