import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The headers @fastify/helmet sets, worked out once at start-up by asking the plugin itself on a
 * throw-away instance. Registered normally, the plugin builds helmet's middleware again on every
 * request (parsing the whole CSP each time), a visible share of a cheap read's CPU; the headers
 * only depend on the options, so they are the same for every answer.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const withHelmet = Fastify();
  const without = Fastify();
  try {
    await withHelmet.register(helmet, options);
    for (const app of [withHelmet, without]) app.get('/', async () => 'ok');
    const [secured, plain] = await Promise.all([withHelmet.inject('/'), without.inject('/')]);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(secured.headers)) {
      if (plain.headers[name] === undefined && typeof value === 'string') headers[name] = value;
    }
    return headers;
  } finally {
    await Promise.all([withHelmet.close(), without.close()]);
  }
}

/**
 * What an /_api answer (JSON, or an image for an <img>) needs: nothing in it may load or run
 * anything, frame it, or be sniffed as another type, and it stays on HTTPS. helmet's other headers
 * govern documents (referrers, DNS prefetch, download prompts, the page's own CSP) and only cost
 * every poll a kilobyte of headers to write and for the browser to parse.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

/**
 * Every answer carries security headers: the /_api calls the API set, everything else (the pages,
 * their scripts and styles, errors outside the API, probes) helmet's. Each also carries the
 * request's correlation id, known from the start, so set in the same hook.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
  extra: { correlationHeader: string; remoteOrigins?: () => readonly string[] },
): Promise<void> {
  const documentHeaders = await helmetHeaders(options);
  const withRemotes = remoteAwareHeaders(documentHeaders, extra.remoteOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith('/_api/') ? API_SECURITY_HEADERS : withRemotes());
    void reply.header(extra.correlationHeader, request.id);
    done();
  });
}

/** The directives a remote's files need: its remoteEntry.js and chunks, its CSS, and its calls for them. */
const REMOTE_DIRECTIVES = ['script-src', 'style-src', 'connect-src'];

/** A policy with the origins added to the directives a remote needs. */
export function policyWithOrigins(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy;
  return policy
    .split(';')
    .map((part) => {
      const directive = part.trim();
      const name = directive.split(/\s+/)[0] ?? '';
      return REMOTE_DIRECTIVES.includes(name) ? `${directive} ${origins.join(' ')}` : directive;
    })
    .join(';');
}

/**
 * The document headers for the origins the remote manifest names now: the manifest may change
 * while the server runs (a ConfigMap update, a release hosted elsewhere), and the policy follows
 * it on the next request. Worked out once per set of origins.
 */
function remoteAwareHeaders(base: Record<string, string>, remoteOrigins?: () => readonly string[]): () => Record<string, string> {
  if (!remoteOrigins) return () => base;
  let last: { key: string; headers: Record<string, string> } = { key: '', headers: base };
  return () => {
    const origins = remoteOrigins();
    const key = origins.join(' ');
    if (key !== last.key) {
      const policy = base['content-security-policy'];
      last = { key, headers: policy ? { ...base, 'content-security-policy': policyWithOrigins(policy, origins) } : base };
    }
    return last.headers;
  };
}
