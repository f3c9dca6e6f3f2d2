/**
 * Read-your-writes across requests. A command's answer carries the log position of its last
 * event (`x-event-position`); a query sent with `x-min-position` waits, bounded, until the read
 * models have reached it. Commands already wait before answering, so this matters where a client
 * reads through another gateway replica or reads before its own command has been answered.
 */
export const EVENT_POSITION_HEADER = 'x-event-position';
export const MIN_POSITION_HEADER = 'x-min-position';

export function minPositionOf(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  const position = Number(value);
  return Number.isSafeInteger(position) && position > 0 ? position : 0;
}
