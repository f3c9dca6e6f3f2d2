import type { ServiceDeps } from '@il/platform';
import type { HealthProbe } from '../http/health';

/** Everything a mode wires up: the services' dependencies, a readiness probe, and a clean stop. */
export interface Runtime {
  deps: ServiceDeps;
  health: HealthProbe;
  /** Events each projection has yet to apply, for /metrics and operators. */
  projectionLag(): Promise<Record<string, number>>;
  close(): Promise<void>;
}
