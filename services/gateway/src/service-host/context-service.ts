import type { ContextName } from '../composition/contexts';
import { runServiceProcess } from './service-process';

/**
 * A command service deployed alone (distributed mode): the /_api calls of one bounded context,
 * reading EventStoreDB and MongoDB directly, and that context's background jobs.
 */
export function runContextService(context: ContextName): void {
  runServiceProcess({ name: context, role: 'context', contexts: [context] });
}
