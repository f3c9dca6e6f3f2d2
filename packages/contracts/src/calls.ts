import { z } from 'zod';
import { defineCall } from './call';
import {
  CompletePasswordResetRequest,
  LoginRequest,
  LogoutRequest,
  MessageResponse,
  OkResponse,
  RegisterRequest,
  SendPasswordResetRequest,
  SessionResponse,
  UserResponse,
} from './auth';

const NoQuery = z.object({}).passthrough();
const NoBody = z.undefined().or(z.object({}).passthrough());

/** Every /_api call of the product, keyed by a stable name. */
export const api = {
  // §7 Authentication
  session: defineCall({ method: 'GET', path: '/auth/session', query: NoQuery, body: NoBody, response: SessionResponse, wire: 'superjson', auth: 'public' }),
  login: defineCall({ method: 'POST', path: '/auth/login_with_password', query: NoQuery, body: LoginRequest, response: UserResponse, wire: 'json', auth: 'public' }),
  register: defineCall({ method: 'POST', path: '/auth/register_with_password', query: NoQuery, body: RegisterRequest, response: UserResponse, wire: 'json', auth: 'public' }),
  sendPasswordReset: defineCall({ method: 'POST', path: '/auth/send-password-reset', query: NoQuery, body: SendPasswordResetRequest, response: MessageResponse, wire: 'superjson', auth: 'public' }),
  completePasswordReset: defineCall({ method: 'POST', path: '/auth/complete-password-reset', query: NoQuery, body: CompletePasswordResetRequest, response: MessageResponse, wire: 'superjson', auth: 'public' }),
  logout: defineCall({ method: 'POST', path: '/auth/logout', query: NoQuery, body: LogoutRequest, response: OkResponse, wire: 'superjson', auth: 'public' }),
} as const;

export type Api = typeof api;
export type CallName = keyof Api;
