import type { SseConnection } from './sse-connection';

export interface LeagueHubOptions {
  /** Interval of the keep-alive comment every open stream receives. */
  heartbeatMs: number;
}

export const HEARTBEAT_FRAME = ': heartbeat\n\n';

/**
 * The open event streams, grouped by league. A push goes to one league's streams only; one timer
 * sends every stream its heartbeat, and runs only while a stream is open.
 */
export class LeagueHub {
  private readonly leagues = new Map<number, Set<SseConnection>>();
  private count = 0;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly options: LeagueHubOptions) {}

  /** Open streams, all leagues together (for metrics). */
  get connectionCount(): number {
    return this.count;
  }

  /** Open streams of one user, to cap how many a single account holds. */
  connectionsOf(userId: number): number {
    let found = 0;
    for (const connections of this.leagues.values()) {
      for (const connection of connections) if (connection.userId === userId) found += 1;
    }
    return found;
  }

  hasListeners(leagueId: number): boolean {
    return (this.leagues.get(leagueId)?.size ?? 0) > 0;
  }

  /** Adds a stream to a league; it leaves by itself when it closes. */
  join(leagueId: number, connection: SseConnection): void {
    let connections = this.leagues.get(leagueId);
    if (!connections) {
      connections = new Set();
      this.leagues.set(leagueId, connections);
    }
    connections.add(connection);
    this.count += 1;
    this.startHeartbeat();
    connection.onClose(() => this.leave(leagueId, connection));
  }

  publish(leagueId: number, frame: string): void {
    for (const connection of [...(this.leagues.get(leagueId) ?? [])]) connection.send(frame);
  }

  /** Ends every stream (server shutdown). */
  close(): void {
    for (const connections of [...this.leagues.values()]) {
      for (const connection of [...connections]) connection.close();
    }
    this.stopHeartbeat();
  }

  private leave(leagueId: number, connection: SseConnection): void {
    const connections = this.leagues.get(leagueId);
    if (!connections?.delete(connection)) return;
    this.count -= 1;
    if (connections.size === 0) this.leagues.delete(leagueId);
    if (this.count === 0) this.stopHeartbeat();
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const connections of [...this.leagues.values()]) {
        for (const connection of [...connections]) connection.send(HEARTBEAT_FRAME);
      }
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
