import type { Server } from 'node:net';

/** Why listenReusingPort cannot be used here (not Linux, or a Node without reusePort), or null when it can. */
export function unavailableReason(): string | null;

/**
 * Makes `server` (not yet listening) accept on `host:port` from a socket of its own in the port's
 * SO_REUSEPORT group, and resolves once it listens.
 */
export function listenReusingPort(server: Server, options: { host: string; port: number; backlog: number }): Promise<void>;
