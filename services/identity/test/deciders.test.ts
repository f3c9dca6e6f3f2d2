import type { PasswordResetEvent, SessionEvent, UserEvent } from '@il/events';
import { given } from '@il/platform';
import { INVALID_RESET_LINK, passwordResetDecider } from '../src/password-reset-decider';
import { sessionDecider } from '../src/session-decider';
import { userDecider } from '../src/user-decider';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 7, email: 'kim@example.com', displayName: 'Kim', passwordHash: 'h1', role: 'user' },
};

describe('user', () => {
  it('registers a new user', () => {
    expect(
      given(userDecider, []).when({ type: 'Register', userId: 7, email: 'kim@example.com', displayName: 'Kim', passwordHash: 'h1', role: 'user' }),
    ).toEqual([registered]);
  });

  it('refuses to register the same user twice', () => {
    expect(() =>
      given(userDecider, [registered]).when({ type: 'Register', userId: 7, email: 'kim@example.com', displayName: 'Kim', passwordHash: 'h1', role: 'user' }),
    ).toThrow('Email already in use');
  });

  it('grants admin once, then has nothing to do', () => {
    const granted = given(userDecider, [registered]).when({ type: 'GrantAdmin', by: 'cli' });
    expect(granted).toEqual([{ type: 'RoleGranted', data: { userId: 7, role: 'admin', by: 'cli' } }]);
    expect(given(userDecider, [registered, ...granted]).when({ type: 'GrantAdmin', by: 'cli' })).toEqual([]);
  });

  it('changes the password with the newest reset link only', () => {
    const issued: UserEvent = { type: 'PasswordResetIssued', data: { userId: 7, resetId: 'r2' } };
    const older: UserEvent = { type: 'PasswordResetIssued', data: { userId: 7, resetId: 'r1' } };
    const changed = given(userDecider, [registered, older, issued]).when({ type: 'ChangePassword', passwordHash: 'h2', resetId: 'r2' });
    expect(changed).toEqual([{ type: 'PasswordChanged', data: { userId: 7, passwordHash: 'h2', reason: 'reset' } }]);
    expect(() => given(userDecider, [registered, older, issued]).when({ type: 'ChangePassword', passwordHash: 'h2', resetId: 'r1' })).toThrow(INVALID_RESET_LINK);
    expect(() => given(userDecider, [registered, issued, ...changed]).when({ type: 'ChangePassword', passwordHash: 'h3', resetId: 'r2' })).toThrow(INVALID_RESET_LINK);
    expect(() => given(userDecider, [registered]).when({ type: 'ChangePassword', passwordHash: 'h2', resetId: 'r1' })).toThrow(INVALID_RESET_LINK);
    expect(() => given(userDecider, []).when({ type: 'ChangePassword', passwordHash: 'h2', resetId: 'r1' })).toThrow('User not found');
  });

  it('names the newest reset link of an existing user', () => {
    expect(given(userDecider, [registered]).when({ type: 'IssuePasswordReset', resetId: 'r1' })).toEqual([
      { type: 'PasswordResetIssued', data: { userId: 7, resetId: 'r1' } },
    ]);
    expect(() => given(userDecider, []).when({ type: 'IssuePasswordReset', resetId: 'r1' })).toThrow('User not found');
  });
});

describe('session', () => {
  const started: SessionEvent = { type: 'SessionStarted', data: { userId: 7, expiresAt: '2026-02-01T00:00:00.000Z' } };

  it('starts once', () => {
    expect(given(sessionDecider, []).when({ type: 'Start', userId: 7, expiresAt: '2026-02-01T00:00:00.000Z' })).toEqual([started]);
    expect(() => given(sessionDecider, [started]).when({ type: 'Start', userId: 7, expiresAt: 'x' })).toThrow();
  });

  it('ends an active session, and ending it again changes nothing', () => {
    const ended = given(sessionDecider, [started]).when({ type: 'End', reason: 'logout' });
    expect(ended).toEqual([{ type: 'SessionEnded', data: { userId: 7, reason: 'logout' } }]);
    expect(given(sessionDecider, [started, ...ended]).when({ type: 'End', reason: 'logout' })).toEqual([]);
  });
});

describe('password reset', () => {
  const requested: PasswordResetEvent = { type: 'PasswordResetRequested', data: { userId: 7, expiresAt: '2026-01-01T01:00:00.000Z' } };

  it('completes before expiry', () => {
    expect(given(passwordResetDecider, [requested]).when({ type: 'Complete', now: '2026-01-01T00:59:59.000Z' })).toEqual([
      { type: 'PasswordResetCompleted', data: { userId: 7 } },
    ]);
  });

  it('refuses an expired token', () => {
    expect(() => given(passwordResetDecider, [requested]).when({ type: 'Complete', now: '2026-01-01T01:00:00.000Z' })).toThrow(INVALID_RESET_LINK);
  });

  it('is single use', () => {
    const completed: PasswordResetEvent = { type: 'PasswordResetCompleted', data: { userId: 7 } };
    expect(() => given(passwordResetDecider, [requested, completed]).when({ type: 'Complete', now: '2026-01-01T00:10:00.000Z' })).toThrow(INVALID_RESET_LINK);
  });

  it('refuses an unknown token', () => {
    expect(() => given(passwordResetDecider, []).when({ type: 'Complete', now: '2026-01-01T00:10:00.000Z' })).toThrow(INVALID_RESET_LINK);
  });
});
