import superjson from 'superjson';

/**
 * The serialized JSON format of §7: superjson keeps Dates (and other non-JSON values) intact
 * across the wire. Both the gateway and the frontends encode and decode through these two.
 */
export const encodeWire = (value: unknown): string => superjson.stringify(value);
export const decodeWire = <T = unknown>(text: string): T => superjson.parse<T>(text);
