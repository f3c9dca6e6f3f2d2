import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const CORRELATION_HEADER = 'x-correlation-id';

const GIVEN = /^[\w.-]{8,100}$/;

/**
 * The correlation id of each request: the caller's own `x-correlation-id` when it is a sane one,
 * else a new one. A new id is this process's random prefix (72 bits, drawn at start) and a count,
 * so ids stay unique across processes and restarts without drawing 122 random bits per request
 * (a UUID per poll was a measurable share of a cheap read's CPU).
 */
export function correlationIds(): (request: IncomingMessage) => string {
  const prefix = randomBytes(9).toString('base64url');
  let count = 0;
  return (request) => {
    const given = request.headers[CORRELATION_HEADER];
    if (typeof given === 'string' && GIVEN.test(given)) return given;
    count += 1;
    return `${prefix}-${count.toString(36)}`;
  };
}
