import { z } from 'zod';

/** Every id on the wire is a positive integer (§5); queries arrive as strings and are coerced. */
export const Id = z.number().int().positive();
export const IdParam = z.coerce.number().int().positive();

/** The one error shape every non-auth /_api call answers with on failure. */
export const ErrorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Login and register answer errors with `message` (§7). */
export const AuthErrorResponse = z.object({ message: z.string() });

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

export const IsoDate = z.string().datetime({ offset: true });
