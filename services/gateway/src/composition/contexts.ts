/**
 * The bounded contexts whose calls a process can serve. The gateway serves all of them; each
 * context service serves one, so a busy context scales without the others.
 */
export const CONTEXTS = ['identity', 'league', 'studio', 'social', 'progression'] as const;
export type ContextName = (typeof CONTEXTS)[number];

/**
 * The /_api path prefixes of each context, matched whole segment by segment (`/_api/leagues`
 * takes `/_api/leagues/join` but not `/_api/leagues-x`), as an Ingress `Prefix` path does. The
 * Ingress and the compose proxy route on these; `scripts/test/deployment-files.test.ts` keeps them
 * equal, and the journey suite checks that every call lands on the process that serves it.
 */
export const CONTEXT_PATHS: Readonly<Record<ContextName, readonly string[]>> = {
  identity: ['/_api/auth'],
  league: ['/_api/leagues', '/_api/game-state', '/_api/avatar'],
  studio: ['/_api/content/options', '/_api/content/trending', '/_api/content/post', '/_api/content/history', '/_api/image', '/_api/admin/images'],
  social: ['/_api/content/feed', '/_api/content/like', '/_api/league/chat', '/_api/league/events'],
  progression: ['/_api/scandals', '/_api/challenges', '/_api/brand-deals', '/_api/progression'],
};

const isContext = (name: string): name is ContextName => (CONTEXTS as readonly string[]).includes(name);

/** The contexts a list names (empty: all). A typo must stop the process, not serve nothing. */
export function selectContexts(names: readonly string[]): ContextName[] {
  if (names.length === 0) return [...CONTEXTS];
  const unknown = names.filter((name) => !isContext(name));
  if (unknown.length > 0) throw new Error(`Unknown context ${unknown.join(', ')}; the contexts are ${CONTEXTS.join(', ')}`);
  return CONTEXTS.filter((name) => names.includes(name));
}

/** The context whose prefixes take a request path (query string ignored), or null. */
export function contextOfPath(url: string): ContextName | null {
  const pathname = url.split('?')[0] ?? '';
  for (const context of CONTEXTS) {
    if (CONTEXT_PATHS[context].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return context;
  }
  return null;
}
