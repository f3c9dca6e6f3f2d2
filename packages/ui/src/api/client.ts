import type { Api, ApiCall, BodyOf, CallName, QueryOf, ResponseOf } from '@il/contracts';

/** A failed /_api call: the server's error text (or a generic one) plus what came back. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    /** The text the server gave, when it gave one. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

export interface Codec {
  encodeWire(value: unknown): string;
  decodeWire<T = unknown>(text: string): T;
}

type QueryInput<C> = Record<string, never> extends QueryOf<C> ? { query?: QueryOf<C> } : { query: QueryOf<C> };
type BodyInput<C> = undefined extends BodyOf<C> ? { body?: BodyOf<C> } : { body: BodyOf<C> };
export type CallInput<C> = QueryInput<C> & BodyInput<C>;

/** The input argument is optional exactly when the call needs neither a query nor a body. */
export type CallArgs<C> = Record<string, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

const API_PREFIX = '/_api';

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function readBody(text: string, codec: Codec): unknown {
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  // Bodies in the serialized format carry a `json` envelope; errors may come back plain.
  const isEnvelope = typeof parsed === 'object' && parsed !== null && 'json' in parsed;
  return isEnvelope ? codec.decodeWire(text) : parsed;
}

function errorText(call: ApiCall, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return typeof body === 'string' && body ? body : undefined;
  const record = body as Record<string, unknown>;
  // §7: login and register put the error in `message`, every other call in `error`.
  const primary = call.wire === 'json' ? record.message : record.error;
  const secondary = call.wire === 'json' ? record.error : record.message;
  if (typeof primary === 'string' && primary) return primary;
  if (typeof secondary === 'string' && secondary) return secondary;
  return undefined;
}

/**
 * Read-your-writes across gateway replicas: a command's answer names the log position of its
 * events (`x-event-position`), and the calls of the next seconds ask the server to answer from
 * read models at least that far along (`x-min-position`). One replica's own answers already wait;
 * this covers the next call landing on another, which is a matter of milliseconds, so after
 * MIN_POSITION_WINDOW_MS the header is left off (and a page left open across a reset of the
 * server's data never asks for a position its new log has not reached).
 */
export const MIN_POSITION_WINDOW_MS = 10_000;
let lastPosition = 0;
let lastPositionAt = 0;

function notePosition(response: Response): void {
  const position = Number(response.headers.get('x-event-position'));
  if (!Number.isSafeInteger(position) || position <= 0) return;
  if (position > lastPosition) lastPosition = position;
  lastPositionAt = Date.now();
}

function minPositionHeader(): Record<string, string> {
  return lastPosition > 0 && Date.now() - lastPositionAt < MIN_POSITION_WINDOW_MS ? { 'x-min-position': String(lastPosition) } : {};
}

/** Sends one call of the contracts registry and answers its typed response, or throws ApiError. */
export async function request<C extends ApiCall>(
  call: C,
  input: { query?: unknown; body?: unknown } | undefined,
  codec: Codec,
  fetcher: typeof fetch = fetch,
): Promise<ResponseOf<C>> {
  const hasBody = call.method !== 'GET';
  const payload = input?.body ?? (hasBody ? {} : undefined);
  const response = await fetcher(`${API_PREFIX}${call.path}${queryString(input?.query)}`, {
    method: call.method,
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...minPositionHeader(),
    },
    body: hasBody ? (call.wire === 'json' ? JSON.stringify(payload) : codec.encodeWire(payload)) : undefined,
    credentials: call.wire === 'json' ? 'include' : 'same-origin',
  });
  notePosition(response);
  const body = readBody(await response.text(), codec);
  if (!response.ok) {
    const text = errorText(call, body);
    throw new ApiError(text ?? `Request failed (${response.status})`, response.status, body, text);
  }
  return body as ResponseOf<C>;
}

// The contracts (zod schemas for every call) are loaded on the first call rather than with the
// shell's first paint: the landing and login screens render without them.
let contracts: Promise<typeof import('@il/contracts')> | undefined;
export function loadContracts(): Promise<typeof import('@il/contracts')> {
  contracts ??= import('@il/contracts').catch((error: unknown) => {
    contracts = undefined;
    throw error;
  });
  return contracts;
}

/** callApi('leaderboard', { query: { leagueId } }): a call of the registry, by its name. */
export async function callApi<N extends CallName>(name: N, ...[input]: CallArgs<Api[N]>): Promise<ResponseOf<Api[N]>> {
  const { api, encodeWire, decodeWire } = await loadContracts();
  return request(api[name] as Api[N], input as { query?: unknown; body?: unknown } | undefined, { encodeWire, decodeWire });
}

/** The server's own words about a failed call, or the fallback (network failures, bare statuses). */
export function serverMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** The user-facing text of anything thrown, with a fallback for what carries none. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
