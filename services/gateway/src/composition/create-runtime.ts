import type { Config } from '@il/platform';
import type { Logger } from 'pino';
import { createDistributedRuntime } from './distributed';
import { createEmbeddedRuntime } from './embedded';
import type { Runtime, RuntimeOptions } from './runtime';
import type { DepsOverrides } from './service-deps';

export function createRuntime(config: Config, log: Logger, overrides: DepsOverrides = {}, options: RuntimeOptions = {}): Promise<Runtime> {
  return config.mode === 'distributed'
    ? createDistributedRuntime(config, log, overrides, options)
    : createEmbeddedRuntime(config, log, overrides, options);
}
