// Symbol.for, because the runtime plugin and the shell's code may be evaluated in different
// chunks; the registered symbol is the same wherever it is asked for.
const UNAVAILABLE = Symbol.for('influencer-league.remote-unavailable');

export interface UnavailableModule {
  [UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

export function unavailableModule(id: string, error: unknown): UnavailableModule {
  return { [UNAVAILABLE]: true, id, error };
}

export function isUnavailable(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}
