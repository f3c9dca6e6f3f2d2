import { decodeWire, type ApiCall } from '@il/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { RawRequest } from './world';

/** Lines of a stack trace, file paths of the server, or the names of its internals. */
const LEAKS = [/\n\s+at\s/, /node_modules/, /\.(ts|js|cjs|mjs):\d+/, /\/src\//, /SqliteError|ZodError|TypeError|RangeError|ReferenceError/];

/** The field an error of this call is written in (§7: login and register use `message`). */
export const errorFieldOf = (call: ApiCall): 'error' | 'message' => (call.wire === 'json' ? 'message' : 'error');

/**
 * Everything wrong with one answer, empty when it keeps the contract: never a 5xx; an error is a
 * 4xx JSON object with exactly the call's error field, a non-empty text; nothing leaks internals;
 * a success parses in the call's wire format and matches the call's answer schema.
 */
export function problemsWith(call: ApiCall, request: RawRequest, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  const text = response.body;
  if (status >= 500) problems.push(`status ${status}`);
  if (LEAKS.some((leak) => leak.test(text))) problems.push('the body shows server internals');
  if (request.method === 'HEAD') return problems;

  if (status >= 400) {
    const field = errorFieldOf(call);
    if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) problems.push(`error content type ${String(response.headers['content-type'])}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      problems.push('error body is not JSON');
      return problems;
    }
    const keys = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.keys(parsed) : null;
    if (!keys || keys.length !== 1 || keys[0] !== field) problems.push(`error body is not { "${field}": string }`);
    else if (typeof (parsed as Record<string, unknown>)[field] !== 'string' || (parsed as Record<string, string>)[field] === '') {
      problems.push(`"${field}" is not a non-empty string`);
    }
    return problems;
  }

  if (status >= 200 && status < 300) {
    let value: unknown;
    try {
      value = call.wire === 'json' ? JSON.parse(text) : decodeWire(text);
    } catch {
      problems.push('success body does not parse in the call’s wire format');
      return problems;
    }
    const checked = call.response.safeParse(value);
    if (!checked.success) problems.push(`success body breaks the answer schema: ${checked.error.issues[0]?.path.join('.')} ${checked.error.issues[0]?.message}`);
  }
  return problems;
}

export function describeExchange(request: RawRequest, response: LightMyRequestResponse): string {
  const payload = request.payload === undefined ? '' : ` ${request.payload.length > 300 ? `${request.payload.slice(0, 300)}… (${request.payload.length} chars)` : request.payload}`;
  return `${request.method} ?${request.query.slice(0, 300)} [${request.contentType ?? 'no content type'}]${payload} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
}
