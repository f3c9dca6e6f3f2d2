import type { PasswordResetEvent } from '@il/events';
import { badRequest, type Decider } from '@il/platform';

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

export interface PasswordResetState {
  status: 'none' | 'requested' | 'completed';
  userId: number;
  expiresAt: string;
}

export type PasswordResetCommand =
  | { type: 'Request'; userId: number; expiresAt: string }
  | { type: 'Complete'; now: string };

export const passwordResetDecider: Decider<PasswordResetState, PasswordResetCommand, PasswordResetEvent> = {
  initialState: { status: 'none', userId: 0, expiresAt: '' },
  evolve(state, event) {
    switch (event.type) {
      case 'PasswordResetRequested':
        return { status: 'requested', userId: event.data.userId, expiresAt: event.data.expiresAt };
      case 'PasswordResetCompleted':
        return { ...state, status: 'completed' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Request':
        if (state.status !== 'none') throw badRequest(INVALID_RESET_LINK);
        return [{ type: 'PasswordResetRequested', data: { userId: command.userId, expiresAt: command.expiresAt } }];
      case 'Complete':
        // Single use and time-boxed: a used or stale token is refused the same way as a forged one.
        if (state.status !== 'requested' || command.now >= state.expiresAt) throw badRequest(INVALID_RESET_LINK);
        return [{ type: 'PasswordResetCompleted', data: { userId: state.userId } }];
      default: {
        const unreachable: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unreachable)}`);
      }
    }
  },
};
