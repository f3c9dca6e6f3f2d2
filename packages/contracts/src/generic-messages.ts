import { z } from 'zod';

export const REQUIRED_MESSAGE = 'Required';
export const INVALID_MESSAGE = 'Invalid input';

/**
 * §5: where a rule has no message of its own, forms show "Required" (nothing given) or
 * "Invalid input" (anything else). The gateway answers with the same words, so a message never
 * depends on which side caught the mistake. A schema's own message always wins over these.
 */
export function genericMessage(issue: { input?: unknown }): string {
  return 'input' in issue && issue.input === undefined ? REQUIRED_MESSAGE : INVALID_MESSAGE;
}

// Installed once, when the contracts are first imported, so every consumer gets the same words.
z.config({ customError: genericMessage });
