import { createHash } from 'node:crypto';
import { api, type ApiCall } from '@il/contracts';
import { z } from 'zod';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A call as a frontend depends on it: method, path, wire, who may call, and a hash of the JSON
 * Schema of its query, body and answer. Two builds agree on a call exactly when these agree.
 */
export function callSignature(call: ApiCall): string {
  const schemas = z.toJSONSchema(z.object({ query: call.query, body: call.body, response: call.response }), { unrepresentable: 'any', io: 'input' });
  return `${call.method} /_api${call.path} ${call.wire} ${call.auth} ${sha256(JSON.stringify(schemas)).slice(0, 16)}`;
}

let served: Record<string, string> | undefined;

/** Every call of this build's contracts registry, by name: what this gateway serves. */
export function servedCallSignatures(): Record<string, string> {
  served ??= Object.fromEntries(Object.entries(api).map(([name, call]) => [name, callSignature(call as ApiCall)]));
  return served;
}

/** The signatures of the calls named (an unknown name has none: no gateway serves it). */
export function signaturesOf(names: readonly string[]): { signatures: Record<string, string>; unknown: string[] } {
  const all = servedCallSignatures();
  const signatures: Record<string, string> = {};
  const unknown: string[] = [];
  for (const name of [...new Set(names)].sort()) {
    // An unknown name is kept, unmatched: the gate then says no gateway serves it.
    signatures[name] = all[name] ?? 'unknown';
    if (!all[name]) unknown.push(name);
  }
  return { signatures, unknown };
}

export function callsHash(signatures: Record<string, string>): string {
  return sha256(JSON.stringify(Object.entries(signatures).sort(([a], [b]) => a.localeCompare(b)))).slice(0, 16);
}
