import type { Config } from '@il/platform';
import type { Logger } from 'pino';
import { createDistributedRuntime } from './distributed';
import { createEmbeddedRuntime } from './embedded';
import type { Runtime } from './runtime';
import type { DepsOverrides } from './service-deps';

export function createRuntime(config: Config, log: Logger, overrides: DepsOverrides = {}): Promise<Runtime> {
  return config.mode === 'distributed' ? createDistributedRuntime(config, log, overrides) : createEmbeddedRuntime(config, log, overrides);
}
