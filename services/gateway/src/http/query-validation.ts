import type { FastifySchemaCompiler } from 'fastify';

/** Distinct query strings a route remembers the validation of; past it, it starts afresh. */
export const QUERY_MEMO_SIZE = 4_096;

type Validation = ReturnType<ReturnType<FastifySchemaCompiler<unknown>>>;

/**
 * The route's validator, remembering what the shared zod schema made of each query it passed.
 * A league's members poll the same few queries (`?leagueId=…`) every few seconds; the schema is a
 * pure function of the query's text, so its answer is kept, frozen (a handler that wrote into it
 * would change it for everyone), and given again. Bodies, and queries the schema refused, are
 * validated every time: only what passed is kept, and at most QUERY_MEMO_SIZE per route, so junk
 * queries cannot grow it.
 */
export function rememberingQueries<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'querystring') return validate;
    const kept = new Map<string, Validation>();
    return (data: unknown) => {
      const key = queryKey(data);
      if (key === null) return validate(data);
      const known = kept.get(key);
      if (known !== undefined) return known;
      const result = validate(data);
      // A promise or a bare true is not what zod's compiler gives; such answers are not kept.
      if (typeof result === 'object' && !('then' in result) && result.error === undefined) {
        if (kept.size >= QUERY_MEMO_SIZE) kept.clear();
        kept.set(key, Object.freeze({ value: Object.freeze(result.value) }));
      }
      return result;
    };
  };
}

/** The query's names and values as one text; null when a value is not a single string (a repeated name). */
export function queryKey(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  let key = '';
  for (const name in data) {
    const value: unknown = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') return null;
    key += `${name}\u0000${value}\u0001`;
  }
  return key;
}
