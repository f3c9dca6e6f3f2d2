import { z } from 'zod';
import { emailAddress, Id, Role } from './common';

/** Limits of the free texts of the account calls (§5 gives only their minimums). */
export const ACCOUNT_LIMITS = { passwordMax: 200, displayNameMax: 100, resetTokenMax: 256 } as const;
const LONG_PASSWORD_MESSAGE = `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`;

export const User = z.object({
  id: Id,
  email: z.string(),
  displayName: z.string(),
  role: Role,
  avatarUrl: z.string().nullable(),
});
export type User = z.infer<typeof User>;

// §5 Login: email valid ("Email is required"); password at least 1 character ("Password is required").
export const LoginRequest = z.object({
  email: emailAddress('Email is required'),
  password: z.string().min(1, { message: 'Password is required' }).max(ACCOUNT_LIMITS.passwordMax, { message: LONG_PASSWORD_MESSAGE }),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

// §5 Register: email valid; password min 8; displayName min 1 ("Name is required").
export const RegisterRequest = z.object({
  email: emailAddress('Invalid email address.'),
  password: z
    .string()
    .min(8, { message: 'Password must be at least 8 characters' })
    .max(ACCOUNT_LIMITS.passwordMax, { message: LONG_PASSWORD_MESSAGE }),
  displayName: z
    .string()
    .min(1, { message: 'Name is required' })
    .max(ACCOUNT_LIMITS.displayNameMax, { message: `Name must be at most ${ACCOUNT_LIMITS.displayNameMax} characters` }),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

/** GET /_api/auth/session answers either a user or an error (treated as unauthenticated). */
export const SessionResponse = z.union([z.object({ user: User }), z.object({ error: z.string() })]);
export type SessionResponse = z.infer<typeof SessionResponse>;

export const SendPasswordResetRequest = z.object({
  email: emailAddress('Please enter a valid email address.'),
});
export type SendPasswordResetRequest = z.infer<typeof SendPasswordResetRequest>;

export const CompletePasswordResetRequest = z.object({
  token: z.string().min(1, { message: 'Reset token is required.' }).max(ACCOUNT_LIMITS.resetTokenMax, { message: 'Reset token is too long.' }),
  password: z
    .string()
    .min(8, { message: 'Password must be at least 8 characters long.' })
    .max(ACCOUNT_LIMITS.passwordMax, { message: LONG_PASSWORD_MESSAGE }),
});
export type CompletePasswordResetRequest = z.infer<typeof CompletePasswordResetRequest>;

/** The reset form adds a confirmation the server never sees. */
export const ResetPasswordForm = CompletePasswordResetRequest.extend({ confirm: z.string() }).refine(
  (v) => v.password === v.confirm,
  { message: "Passwords don't match", path: ['confirm'] },
);
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const LogoutRequest = z.object({}).passthrough();
export const OkResponse = z.object({ ok: z.literal(true) });
