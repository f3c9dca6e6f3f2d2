/** Events of the identity context: users, e-mail reservations, sessions and password resets. */

export interface EmailReserved {
  type: 'EmailReserved';
  data: { userId: number; email: string };
}

export interface UserRegistered {
  type: 'UserRegistered';
  data: { userId: number; email: string; displayName: string; passwordHash: string; role: 'user' | 'admin' };
}

export interface PasswordChanged {
  type: 'PasswordChanged';
  data: { userId: number; passwordHash: string; reason: 'reset' };
}

/**
 * A reset link was mailed; `resetId` is the hash of its token (the tail of its reset stream). Only
 * the newest issued link of a user may change the password.
 */
export interface PasswordResetIssued {
  type: 'PasswordResetIssued';
  data: { userId: number; resetId: string };
}

export interface RoleGranted {
  type: 'RoleGranted';
  data: { userId: number; role: 'admin'; by: 'admin-emails' | 'cli' };
}

export interface SessionStarted {
  type: 'SessionStarted';
  data: { userId: number; expiresAt: string };
}

export interface SessionEnded {
  type: 'SessionEnded';
  data: { userId: number; reason: 'logout' | 'password-reset' };
}

export interface PasswordResetRequested {
  type: 'PasswordResetRequested';
  data: { userId: number; expiresAt: string };
}

export interface PasswordResetCompleted {
  type: 'PasswordResetCompleted';
  data: { userId: number };
}

/**
 * The first and only event of an account that never came to be: its e-mail reservation was taken
 * over before the account was written (docs/decisions.md, "Uniqueness by reservation"). Written
 * with expected revision "no stream", so a late UserRegistered for it is refused.
 */
export interface UserVoided {
  type: 'UserVoided';
  data: { userId: number; email: string };
}

export type UserEvent = UserRegistered | PasswordChanged | PasswordResetIssued | RoleGranted | UserVoided;
export type EmailReservationEvent = EmailReserved;
export type SessionEvent = SessionStarted | SessionEnded;
export type PasswordResetEvent = PasswordResetRequested | PasswordResetCompleted;
export type IdentityEvent = UserEvent | EmailReservationEvent | SessionEvent | PasswordResetEvent;
