import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ClientLimits {
  /** From a connection's first byte to the end of the request's headers. */
  headersTimeoutMs: number;
  /** From the first byte to the end of the request's body: a body sent a byte at a time stops here. */
  requestTimeoutMs: number;
  /** How often the server looks for requests past those bounds. */
  checkEveryMs: number;
  /** Connections one client address may hold open in one server process. */
  maxConnectionsPerAddress: number;
}

/**
 * A 64 KB body (the body limit) takes well under a second on any line a player has; 300 sockets
 * sending one byte every 5 s held a process's open files for minutes, until players were refused.
 */
export const CLIENT_LIMITS: ClientLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkEveryMs: 1_000,
  maxConnectionsPerAddress: 256,
};

/** Bounds how long a request may take to arrive; a live stream's request has arrived once open, so it is untouched. */
export function boundRequestTimes(server: Server, limits: ClientLimits): void {
  server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  server.requestTimeout = limits.requestTimeoutMs;
}

/**
 * Refuses a connection from an address that already holds `max` (the socket is closed at once,
 * before it costs a request). `exempt` names the addresses not counted: a proxy the deployment
 * trusts carries every player's connections, and caps them itself.
 */
export function capConnectionsPerAddress(server: Server, max: number, exempt: (address: string) => boolean): void {
  const held = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || exempt(address)) return;
    const count = (held.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    held.set(address, count);
    socket.once('close', () => {
      const left = (held.get(address) ?? 1) - 1;
      if (left > 0) held.set(address, left);
      else held.delete(address);
    });
  });
}

const CLIENT_ERROR_TEXTS: Record<number, string> = {
  400: 'Malformed request',
  408: 'The request took too long to arrive',
  413: 'Request body is too large',
  431: 'Request headers are too large',
};

/**
 * Node's own refusals (a request it cannot parse, headers past its limit, a request past its
 * timeout) answered as every other error, `{ "error": "..." }`, instead of Fastify's
 * `{error, message, statusCode}`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW' ? 413 : 400;
  const body = JSON.stringify({ error: CLIENT_ERROR_TEXTS[status] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  );
}
