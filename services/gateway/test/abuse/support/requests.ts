import { encodeWire, type ApiCall } from '@il/contracts';
import fc from 'fast-check';
import { anyText, inputSchemaOf, nearMiss, queryStringOf, queryText, valueFor, wrongValue, type FieldHints } from './schema-arbitrary';
import type { PersonaName, RawRequest, World } from './world';

const hex = (length: { minLength: number; maxLength: number }) => fc.string({ ...length, unit: fc.constantFrom(...'0123456789abcdef') });

/** Ids of the world mixed with ids nobody has, by the field names the contracts use. */
export function hintsFor(world: World): FieldHints {
  const id = (known: number[]) =>
    fc.oneof(
      { arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.constant(1), weight: 3 },
      { arbitrary: fc.integer({ min: 1, max: 10_000 }), weight: 1 },
      { arbitrary: fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 31, 2 ** 53 - 2), weight: 1 },
    );
  const { ids, cursors } = world;
  return {
    leagueId: id(ids.leagues),
    postId: id(ids.posts),
    contentCardId: id(ids.cards),
    trendingTopicId: id(ids.trendingTopics),
    brandDealId: id(ids.brandDeals),
    dailyChallengeId: id(ids.challenges),
    activeScandalId: id([]),
    page: fc.integer({ min: 1, max: 5 }),
    limit: fc.integer({ min: 1, max: 100 }),
    contentType: fc.oneof(fc.constantFrom('photo', 'story', 'video', 'live'), anyText({ minLength: 1, maxLength: 10 })),
    inviteCode: fc.oneof(
      fc.constantFrom(world.inviteCode, world.inviteCode.toLowerCase(), `${world.t.deps.config.publicUrl}/join/${world.inviteCode}`),
      fc.stringMatching(/^[A-HJ-KM-NP-Z2-9]{8}$/),
    ),
    cursor: fc.oneof(
      fc.constantFrom(...cursors.chat, ...cursors.feed),
      fc.constantFrom(...cursors.chat, ...cursors.feed).chain((c) => fc.integer({ min: 0, max: c.length - 1 }).map((i) => c.slice(0, i) + 'A' + c.slice(i + 1))),
      fc.base64String({ maxLength: 40 }),
    ),
    email: fc.oneof(fc.constantFrom(...world.emails), fc.emailAddress()),
    password: fc.oneof(fc.constant('Passw0rd!'), anyText({ minLength: 8, maxLength: 40 })),
    token: fc.oneof(hex({ minLength: 1, maxLength: 64 }), anyText({ minLength: 1, maxLength: 40 })),
  };
}

export const PERSONAS: PersonaName[] = ['member', 'outsider', 'anonymous', 'admin'];

/** A known persona's cookie most of the time, otherwise a cookie header no server issued. */
export function cookieFor(world: World): fc.Arbitrary<{ persona: PersonaName | 'forged'; cookie: string }> {
  const forged = fc
    .oneof(
      anyText({ maxLength: 60 }).map((v) => `il_session=${encodeURIComponent(v)}`),
      hex({ minLength: 64, maxLength: 64 }).map((v) => `il_session=${v}`),
      fc.constantFrom('il_session', 'il_session=', '=;;; ;=', 'il_session=%ZZ%', `il_session=${'a'.repeat(4000)}`),
      fc.constant(`${world.cookieOf('member')}; ${world.cookieOf('outsider')}`),
    )
    .map((cookie) => ({ persona: 'forged' as const, cookie }));
  return fc.oneof(
    { arbitrary: fc.constantFrom(...PERSONAS).map((persona) => ({ persona, cookie: world.cookieOf(persona) })), weight: 9 },
    { arbitrary: forged, weight: 1 },
  );
}

const superjsonTypes = ['Date', 'bigint', 'regexp', 'set', 'map', 'undefined', 'number', 'symbol', 'class', 'custom', 'Error', 'URL', 'typed-array'];

/** superjson's `meta` written by someone who does not follow superjson. */
const nonsenseMeta = (paths: string[]): fc.Arbitrary<unknown> => {
  const path = fc.oneof(fc.constantFrom(...paths, '', '__proto__', 'constructor.prototype', 'a.b.c', '0'), fc.string({ maxLength: 8 }));
  const annotation = fc.oneof(
    fc.constantFrom(...superjsonTypes).map((type) => [type]),
    fc.tuple(fc.constantFrom('class', 'symbol', 'custom', 'typed-array'), fc.string({ maxLength: 10 })),
    fc.jsonValue({ maxDepth: 2 }),
  );
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({ values: fc.oneof(fc.dictionary(path, annotation, { maxKeys: 3 }), annotation) }, { requiredKeys: [] }),
    fc.record({ referentialEqualities: fc.oneof(fc.dictionary(path, fc.array(path, { maxLength: 3 }), { maxKeys: 3 }), fc.array(path), fc.jsonValue()) }),
    fc.record({ v: fc.jsonValue({ maxDepth: 1 }), values: annotation }),
  );
};

const nested = (depth: number, open: string, close: string, inner = '0') => open.repeat(depth) + inner + close.repeat(depth);

/** Bodies no client of ours writes. */
const garbagePayload = (validBody: fc.Arbitrary<unknown>, paths: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    anyText({ maxLength: 200 }),
    fc.constantFrom('{', '{"json":', '[', 'nul', '\u0000', '\uFEFF{}', '{"a":1}}', '{"json":{}}garbage', '{"leagueId":1,"leagueId":"x"}', '""', '0', '-', '{"json":1e999}'),
    fc.constantFrom(1_000, 20_000, 31_000).map((depth) => nested(depth, '[', ']')),
    fc.constantFrom(1_000, 10_000).map((depth) => `{"json":${nested(depth, '{"a":', '}')},"meta":{}}`),
    fc.constantFrom(1_000, 5_000).map((depth) => `{"json":{},"meta":{"values":${nested(depth, '{"a":', '}', '["Date"]')}}}`),
    fc.constantFrom(63_000, 70_000).map((n) => JSON.stringify({ json: { message: 'x'.repeat(n), leagueId: 1 } })),
    fc.tuple(validBody, nonsenseMeta(paths)).map(([json, meta]) => JSON.stringify({ json, meta })),
    fc.jsonValue().map((v) => JSON.stringify(v)),
  );

const garbageContentType = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'APPLICATION/JSON',
    'application/vnd.api+json',
    'application/octet-stream',
    '',
    ';;;',
  ),
  fc.string({ maxLength: 30 }),
);

const garbageQuery = (keys: string[]): fc.Arbitrary<string> => {
  const key = fc.oneof(fc.constantFrom(...keys, 'leagueId[]', 'leagueId[a]', '__proto__', 'constructor'), fc.string({ maxLength: 10 }).map(encodeURIComponent));
  const value = fc.oneof(wrongValue.map((v) => encodeURIComponent(queryText(v))), fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '%FF%FE', '+', '&&', '=='));
  return fc.oneof(
    fc.array(fc.tuple(key, value).map(([k, v]) => `${k}=${v}`), { maxLength: 6 }).map((pairs) => pairs.join('&')),
    fc.constantFrom('leagueId=1&leagueId=2', 'leagueId', '&&&', '=', `leagueId=${'9'.repeat(400)}`, `cursor=${'A'.repeat(8_000)}&leagueId=1`),
  );
};

/** superjson refuses to write a `constructor` key; such a value goes as plain JSON, as a hand-made client would send it. */
function superjsonOf(value: unknown): string {
  try {
    return encodeWire(value);
  } catch {
    return JSON.stringify(value) ?? '';
  }
}

/** How a request goes wrong, for the property's report. */
export type Shape = 'valid' | 'near-miss' | 'garbage';

export interface FuzzCase {
  shape: Shape;
  persona: PersonaName | 'forged';
  request: RawRequest;
}

/**
 * Requests for one call, from its contract's query and body schemas: most of the right shape (so
 * they reach the handler), some one mistake away, some garbage on the wire. The weights lower
 * the share that reaches an expensive handler (password hashing).
 */
export function casesFor(call: ApiCall, world: World, weights: Record<Shape, number> = { valid: 5, 'near-miss': 3, garbage: 3 }): fc.Arbitrary<FuzzCase> {
  const hints = hintsFor(world);
  const querySchema = inputSchemaOf(call.query);
  const bodySchema = inputSchemaOf(call.body);
  const queryKeys = Object.keys(querySchema.properties ?? {});
  const bodyPaths = Object.keys(bodySchema.properties ?? {});
  const validQuery = valueFor(querySchema, hints).map(queryStringOf);
  const validBody = valueFor(bodySchema, hints);
  const isPost = call.method === 'POST';
  const encode = (value: unknown): fc.Arbitrary<string> =>
    call.wire === 'json'
      ? fc.oneof({ arbitrary: fc.constant(JSON.stringify(value) ?? ''), weight: 5 }, { arbitrary: fc.constant(superjsonOf(value)), weight: 1 })
      : fc.oneof({ arbitrary: fc.constant(superjsonOf(value)), weight: 4 }, { arbitrary: fc.constant(JSON.stringify(value) ?? ''), weight: 1 });
  const cookie = cookieFor(world);
  const method: fc.Arbitrary<RawRequest['method']> = isPost ? fc.constant('POST') : fc.oneof({ arbitrary: fc.constant('GET'), weight: 9 }, { arbitrary: fc.constant('HEAD'), weight: 1 });

  const valid = fc.record({ method, query: validQuery, payload: isPost ? validBody.chain(encode) : fc.constant(undefined), who: cookie }).map(
    ({ method, query, payload, who }): FuzzCase => ({
      shape: 'valid',
      persona: who.persona,
      request: { method, query, cookie: who.cookie, ...(payload !== undefined ? { payload, contentType: 'application/json' } : {}) },
    }),
  );
  const near = fc
    .record({
      method,
      query: fc.oneof(validQuery, nearMiss(querySchema, hints).map(queryStringOf)),
      payload: isPost ? nearMiss(bodySchema, hints).chain(encode) : fc.constant(undefined),
      who: cookie,
    })
    .map(({ method, query, payload, who }): FuzzCase => ({
      shape: 'near-miss',
      persona: who.persona,
      request: { method, query, cookie: who.cookie, ...(payload !== undefined ? { payload, contentType: 'application/json' } : {}) },
    }));
  const garbage = fc
    .record({
      method: isPost ? fc.constant('POST' as const) : fc.constantFrom('GET' as const, 'POST' as const),
      query: fc.oneof(validQuery, garbageQuery(queryKeys)),
      payload: fc.option(garbagePayload(validBody, bodyPaths), { nil: undefined }),
      page: fc.integer({ min: 1, max: 5 }),
    limit: fc.integer({ min: 1, max: 100 }),
    contentType: fc.oneof({ arbitrary: fc.constant('application/json'), weight: 3 }, { arbitrary: garbageContentType, weight: 1 }),
      correlation: fc.option(fc.oneof(fc.string({ maxLength: 120 }), fc.constant('a'.repeat(100))), { nil: undefined }),
      who: cookie,
    })
    .map(({ method, query, payload, contentType, correlation, who }): FuzzCase => ({
      shape: 'garbage',
      persona: who.persona,
      request: {
        method,
        query,
        cookie: who.cookie,
        ...(payload !== undefined ? { payload, contentType } : {}),
        ...(correlation !== undefined ? { headers: { 'x-correlation-id': correlation.replace(/[^\t\x20-\x7e]/g, '') } } : {}),
      },
    }));
  return fc.oneof(
    { arbitrary: valid, weight: weights.valid },
    { arbitrary: near, weight: weights['near-miss'] },
    { arbitrary: garbage, weight: weights.garbage },
  );
}
