import type { ProjectionDefinition } from '@il/platform';

/**
 * The projections one worker runs: all of them when `names` is empty, else exactly those named.
 * A name that matches nothing is a deployment mistake, so it stops the worker at start.
 */
export function selectProjections(all: readonly ProjectionDefinition[], names: readonly string[]): ProjectionDefinition[] {
  if (names.length === 0) return [...all];
  const byName = new Map(all.map((p) => [p.name, p]));
  const unknown = names.filter((n) => !byName.has(n));
  if (unknown.length > 0) {
    throw new Error(`Unknown projection(s) in PROJECTIONS: ${unknown.join(', ')}. Known: ${[...byName.keys()].join(', ')}`);
  }
  return [...new Set(names)].map((n) => byName.get(n) as ProjectionDefinition);
}
