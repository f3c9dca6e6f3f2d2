import type { z } from 'zod';

/**
 * One /_api call: its method, path, the schemas of its query, body and answer, and its wire
 * format. The gateway registers routes from these and the frontends' client calls through them,
 * so a payload shape is declared once.
 */
export interface ApiCall<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** Path under /_api, e.g. '/auth/login_with_password'. */
  path: string;
  query: Q;
  body: B;
  response: R;
  /** 'json' for login and register (errors in `message`), 'superjson' for every other call. */
  wire: 'json' | 'superjson';
  /** Who may call: anyone, a logged-in user, or an admin. */
  auth: 'public' | 'user' | 'admin';
}

export function defineCall<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  call: ApiCall<Q, B, R>,
): ApiCall<Q, B, R> {
  return call;
}

export type QueryOf<C> = C extends ApiCall<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<C> = C extends ApiCall<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<C> = C extends ApiCall<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
