import type { ServiceDeps } from '@il/platform';
import type { HealthProbe } from '../http/health';
import type { ContextName } from './contexts';

/** Everything a mode wires up: the services' dependencies, a readiness probe, and a clean stop. */
export interface Runtime {
  deps: ServiceDeps;
  health: HealthProbe;
  /** Events each projection has yet to apply, for /metrics and operators. */
  projectionLag(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** The contexts whose background jobs this process runs (default: all; none when another deployment runs them). */
  jobsOf?: readonly ContextName[];
}
