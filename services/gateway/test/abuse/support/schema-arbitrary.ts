import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that z.toJSONSchema writes for the contracts' input schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  default?: unknown;
}

/**
 * Values aimed at a named field: real ids of the world mixed into random ones, so generated
 * requests reach the handlers' rules instead of stopping at "not found".
 */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

/** What the client may send: Dates (superjson and the DateTime schema) stand where JSON Schema has "any". */
export function inputSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const anyDate = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true });

/** Text from every corner of Unicode, lone surrogates and control characters included. */
export const anyText = (constraints: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ ...constraints, unit: 'grapheme' }),
    fc.string({ ...constraints, unit: 'binary' }),
    fc.string({ ...constraints, unit: 'grapheme-ascii' }),
  );

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 80, minLength + 300);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return anyDate.map((d) => d.toISOString());
    case 'uri':
      return fc.oneof(
        fc.webUrl(),
        fc.constantFrom('data:image/png;base64,iVBORw0KGgo=', 'data:text/html,<script>1</script>', 'javascript:alert(1)', 'file:///etc/passwd'),
      );
    default:
      return anyText({ minLength, maxLength });
  }
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1e6);
  const max = Math.min(schema.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
  return integer
    ? fc.oneof(fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) }), fc.constantFrom(min, max))
    : fc.double({ min, max, noNaN: true });
}

/** A numeric query parameter (string or number on the way in). */
function numericParam(name: string, hints: FieldHints): fc.Arbitrary<unknown> {
  const hinted = hints[name];
  const plain = fc.oneof(fc.integer({ min: -5, max: 150 }), fc.integer(), fc.double().map(String), anyText({ maxLength: 12 }));
  return hinted ? fc.oneof(hinted, hinted.map(String), plain) : plain;
}

/**
 * Values of the schema's shape: right types, lengths and enums, ids from the hints, optional
 * fields present or not, and sometimes extra fields (which the contract says are dropped).
 */
export function valueFor(schema: JsonSchema, hints: FieldHints, name = ''): fc.Arbitrary<unknown> {
  const hinted = name ? hints[name] : undefined;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueFor(s, hints, name)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return fc.oneof(anyDate, hinted ?? fc.constant(undefined));
  if (types.includes('number') && types.includes('string')) return numericParam(name, hints);
  if (types.includes('boolean') && types.includes('string')) return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', '0', 'yes'));
  const own = (() => {
    switch (types[0]) {
      case 'object':
        return objectFor(schema, hints);
      case 'array':
        return fc.array(valueFor(schema.items ?? {}, hints), { maxLength: 5 });
      case 'string':
        return stringFor(schema);
      case 'integer':
        return numberFor(schema, true);
      case 'number':
        return numberFor(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.jsonValue();
    }
  })();
  return hinted ? fc.oneof({ arbitrary: hinted, weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}

function objectFor(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, valueFor(s, hints, key)]));
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) }) as fc.Arbitrary<Record<string, unknown>>;
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
  return fc.oneof(
    { arbitrary: record, weight: 4 },
    { arbitrary: fc.tuple(record, extra).map(([value, more]) => ({ ...more, ...value })), weight: 1 },
  );
}

/** Wrong in one place: a field missing, of the wrong type, out of range, huge, or a prototype key. */
export function nearMiss(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const valid = valueFor(schema, hints);
  if (keys.length === 0) return fc.oneof(valid, wrongValue);
  return fc.tuple(valid, fc.constantFrom(...keys), fc.oneof(fc.constant(DROP), wrongValue)).map(([value, key, replacement]) => {
    if (typeof value !== 'object' || value === null) return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (replacement === DROP) delete copy[key];
    else copy[key] = replacement;
    return copy;
  });
}

const DROP = Symbol('drop');

/** Values that fit no field of any contract. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, -0, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, '', ' ', '\u0000', '0', '-1', 'NaN', 'Infinity', '1e400', '__proto__', 'constructor'),
  // Parsed rather than written as literals, so __proto__ is an own key as it is on the wire.
  fc.constantFrom([], {}, [[[[[]]]]], JSON.parse('{"__proto__":{"polluted":true}}'), { constructor: { prototype: { polluted: true } } }),
  fc.integer({ min: 1, max: 60_000 }).map((n) => 'x'.repeat(n)),
  anyDate,
);

/** A value as it reads in a query string: Dates in ISO form, everything else as text. */
export function queryText(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

export function queryStringOf(values: unknown): string {
  if (typeof values !== 'object' || values === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.append(key, queryText(value));
  return params.toString();
}
