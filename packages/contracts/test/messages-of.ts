import type { z } from 'zod';

/** The messages a schema gives for a value, in issue order; [] when the value is valid. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
