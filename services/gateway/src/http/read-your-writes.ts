import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Read-your-writes across requests. A command's answer carries the log position of its last
 * event (`x-event-position`); a query sent with `x-min-position` waits, bounded, until the read
 * models have reached it. Commands already wait before answering, so this matters where a client
 * reads through another gateway replica or reads before its own command has been answered.
 */
export const EVENT_POSITION_HEADER = 'x-event-position';
export const MIN_POSITION_HEADER = 'x-min-position';

interface PositionScope {
  position: number;
}

const scope = new AsyncLocalStorage<PositionScope>();

/** Runs a request's handler with a place to note the positions its commands reached. */
export function withPositionScope<T>(fn: () => Promise<T>): Promise<{ result: T; position: number }> {
  const state: PositionScope = { position: 0 };
  return scope.run(state, async () => ({ result: await fn(), position: state.position }));
}

/** Called by the read-your-writes wait of every command: the highest position wins. */
export function notePosition(position: number): void {
  const state = scope.getStore();
  if (state && position > state.position) state.position = position;
}

export function minPositionOf(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  const position = Number(value);
  return Number.isSafeInteger(position) && position > 0 ? position : 0;
}
