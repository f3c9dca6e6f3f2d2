import type { ExpectedRevision, NewEvent } from './port';

/** Rejects expectations that no stream could ever meet, before they reach an adapter. */
export function assertExpectedRevision(expected: ExpectedRevision): void {
  if (expected === 'any' || expected === 'no_stream') return;
  if (!Number.isSafeInteger(expected) || expected < 0) {
    throw new RangeError(`Expected revision must be 'any', 'no_stream' or an integer >= 0, got ${String(expected)}`);
  }
}

/**
 * An append of nothing has no revision or position to report, and the engines disagree on
 * whether it even checks the expectation; a command that decided nothing should not append.
 */
export function assertNonEmpty(streamId: string, events: readonly NewEvent[]): void {
  if (events.length === 0) throw new RangeError(`Append to ${streamId} without events`);
}

/** `actual` is the stream's last revision, -1 when the stream does not exist. */
export function matchesExpected(expected: ExpectedRevision, actual: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === -1;
  return expected === actual;
}
