import type { Config } from '@il/platform';
import type { Logger } from 'pino';
import { createDistributedRuntime } from './distributed';
import { createEmbeddedRuntime } from './embedded';
import type { Runtime } from './runtime';

export function createRuntime(config: Config, log: Logger): Promise<Runtime> {
  return config.mode === 'distributed' ? createDistributedRuntime(config, log) : createEmbeddedRuntime(config, log);
}
