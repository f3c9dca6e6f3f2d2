import type { SseConnection } from './sse-connection';

export interface LeagueHubOptions {
  /** Interval of the keep-alive comment every open stream receives. */
  heartbeatMs: number;
}

export const HEARTBEAT_FRAME = ': heartbeat\n\n';
/**
 * The heartbeat interval is cut into this many steps, and each open stream belongs to one: a step
 * writes to its streams only, so 20,000 idle streams cost 40 short writes a second instead of one
 * loop that holds the event loop for ~100 ms every interval. A stream that carried a push since
 * its last heartbeat was due gets none.
 */
export const HEARTBEAT_STEPS = 50;

/**
 * The open event streams, indexed by league (a push goes to one league's streams only) and by
 * user (the per-account cap is a lookup, not a scan). Heartbeats are spread over their interval;
 * the timer runs only while a stream is open.
 */
export class LeagueHub {
  private readonly leagues = new Map<number, Set<SseConnection>>();
  private readonly users = new Map<number, Set<SseConnection>>();
  private readonly sessions = new Map<string, Set<SseConnection>>();
  private readonly steps: Array<Set<SseConnection>> = Array.from({ length: HEARTBEAT_STEPS }, () => new Set());
  /** The step the next joining stream takes (round robin, so the steps stay even). */
  private nextStep = 0;
  /** The step whose streams the timer writes to next. */
  private beat = 0;
  private count = 0;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly options: LeagueHubOptions) {}

  /** Open streams, all leagues together (for metrics). */
  get connectionCount(): number {
    return this.count;
  }

  /** Open streams of one user, to cap how many a single account holds. */
  connectionsOf(userId: number): number {
    return this.users.get(userId)?.size ?? 0;
  }

  /** Ends the streams a session holds open (the session ended: a logout). */
  closeSession(sessionHash: string): void {
    for (const connection of [...(this.sessions.get(sessionHash) ?? [])]) connection.close();
  }

  /** The open streams of one user. */
  streamsOf(userId: number): SseConnection[] {
    return [...(this.users.get(userId) ?? [])];
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
    let mine = this.users.get(connection.userId);
    if (!mine) {
      mine = new Set();
      this.users.set(connection.userId, mine);
    }
    mine.add(connection);
    if (connection.sessionHash !== null) {
      let held = this.sessions.get(connection.sessionHash);
      if (!held) {
        held = new Set();
        this.sessions.set(connection.sessionHash, held);
      }
      held.add(connection);
    }
    const step = this.steps[this.nextStep]!;
    this.nextStep = (this.nextStep + 1) % HEARTBEAT_STEPS;
    step.add(connection);
    this.count += 1;
    this.startHeartbeat();
    connection.onClose(() => this.leave(leagueId, connection, step));
  }

  publish(leagueId: number, frame: string): void {
    for (const connection of [...(this.leagues.get(leagueId) ?? [])]) connection.send(frame);
  }

  /** A push for some players only: their streams of that league. */
  publishTo(leagueId: number, userIds: readonly number[], frame: string): void {
    const users = new Set(userIds);
    for (const connection of [...(this.leagues.get(leagueId) ?? [])]) if (users.has(connection.userId)) connection.send(frame);
  }

  /** Ends every stream (server shutdown). */
  close(): void {
    for (const connections of [...this.leagues.values()]) {
      for (const connection of [...connections]) connection.close();
    }
    this.stopHeartbeat();
  }

  private leave(leagueId: number, connection: SseConnection, step: Set<SseConnection>): void {
    const connections = this.leagues.get(leagueId);
    if (!connections?.delete(connection)) return;
    step.delete(connection);
    this.count -= 1;
    if (connections.size === 0) this.leagues.delete(leagueId);
    const mine = this.users.get(connection.userId);
    mine?.delete(connection);
    if (mine?.size === 0) this.users.delete(connection.userId);
    if (connection.sessionHash !== null) {
      const held = this.sessions.get(connection.sessionHash);
      held?.delete(connection);
      if (held?.size === 0) this.sessions.delete(connection.sessionHash);
    }
    if (this.count === 0) this.stopHeartbeat();
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      const step = this.steps[this.beat]!;
      this.beat = (this.beat + 1) % HEARTBEAT_STEPS;
      for (const connection of [...step]) connection.heartbeat(HEARTBEAT_FRAME);
    }, this.options.heartbeatMs / HEARTBEAT_STEPS);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
