import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { HEARTBEAT_FRAME, HEARTBEAT_STEPS, LeagueHub } from '../src/live/league-hub';
import { MAX_BUFFERED_BYTES, SseConnection } from '../src/live/sse-connection';

/** The part of a ServerResponse a stream uses, recording what was written. */
class FakeResponse extends EventEmitter {
  written: string[] = [];
  writableLength = 0;
  ended = false;
  status = 0;
  writeHead(status: number) {
    this.status = status;
    return this;
  }
  write(chunk: string) {
    this.written.push(chunk);
    return true;
  }
  /** Writes held back (cork) and let go (uncork): what went to the socket in one system call. */
  corked = 0;
  flushes: string[][] = [];
  private from = 0;
  cork() {
    this.corked += 1;
    this.from = this.written.length;
  }
  uncork() {
    this.corked -= 1;
    this.flushes.push(this.written.slice(this.from));
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
  /** The client went away. */
  drop() {
    this.emit('close');
  }
}

const connect = (hub: LeagueHub, leagueId: number, userId = 1) => {
  const response = new FakeResponse();
  const connection = new SseConnection(userId, response as unknown as ServerResponse);
  connection.open({});
  hub.join(leagueId, connection);
  return response;
};

afterEach(() => {
  jest.useRealTimers();
});

describe('league hub', () => {
  it("sends a turn's pushes to a stream together, once the turn is over", async () => {
    const hub = new LeagueHub({ heartbeatMs: 1000 });
    const a = connect(hub, 1, 1);
    const b = connect(hub, 1, 2);
    hub.publish(1, 'event: post\ndata: {}\n\n');
    hub.publish(1, 'event: leaderboard\ndata: {}\n\n');
    expect(a.corked).toBe(1);
    expect(a.flushes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    for (const response of [a, b]) {
      expect(response.corked).toBe(0);
      expect(response.flushes).toEqual([['event: post\ndata: {}\n\n', 'event: leaderboard\ndata: {}\n\n']]);
    }
    hub.publish(1, 'event: chat.message\ndata: {}\n\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(a.flushes).toHaveLength(2);
    hub.close();
  });

  it('opens a stream with its headers, a reconnect delay and a first comment', () => {
    const response = connect(new LeagueHub({ heartbeatMs: 1000 }), 1);
    expect(response.status).toBe(200);
    expect(response.written).toEqual(['retry: 3000\n: connected\n\n']);
  });

  it('pushes to the streams of one league only', () => {
    const hub = new LeagueHub({ heartbeatMs: 1000 });
    const a1 = connect(hub, 1, 1);
    const a2 = connect(hub, 1, 2);
    const b = connect(hub, 2, 3);
    hub.publish(1, 'event: chat.message\ndata: {}\n\n');
    expect(a1.written.at(-1)).toBe('event: chat.message\ndata: {}\n\n');
    expect(a2.written.at(-1)).toBe('event: chat.message\ndata: {}\n\n');
    expect(b.written).toHaveLength(1);
    expect(hub.hasListeners(1)).toBe(true);
    expect(hub.connectionsOf(1)).toBe(1);
    hub.close();
  });

  it('sends heartbeats while streams are open, and stops when the last one leaves', () => {
    jest.useFakeTimers();
    const hub = new LeagueHub({ heartbeatMs: 15_000 });
    const one = connect(hub, 1);
    const two = connect(hub, 2);
    jest.advanceTimersByTime(15_000);
    expect(one.written.at(-1)).toBe(HEARTBEAT_FRAME);
    expect(two.written.at(-1)).toBe(HEARTBEAT_FRAME);
    one.drop();
    two.drop();
    expect(hub.connectionCount).toBe(0);
    expect(hub.hasListeners(1)).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('forgets streams whose client left and closes a client that stopped reading', () => {
    const hub = new LeagueHub({ heartbeatMs: 1000 });
    const gone = connect(hub, 1);
    const slow = connect(hub, 1);
    gone.drop();
    expect(hub.connectionCount).toBe(1);
    slow.writableLength = MAX_BUFFERED_BYTES + 1;
    hub.publish(1, 'event: feed.post\ndata: {}\n\n');
    expect(slow.ended).toBe(true);
    expect(hub.connectionCount).toBe(0);
  });

  it('ends every stream on close', () => {
    const hub = new LeagueHub({ heartbeatMs: 1000 });
    const streams = [connect(hub, 1), connect(hub, 2)];
    hub.close();
    expect(streams.every((s) => s.ended)).toBe(true);
    expect(hub.connectionCount).toBe(0);
  });

  it('spreads the heartbeats over their interval: each stream gets one per interval, a few at a time', () => {
    jest.useFakeTimers();
    const hub = new LeagueHub({ heartbeatMs: 10_000 });
    const streams = Array.from({ length: HEARTBEAT_STEPS * 4 }, (_, i) => connect(hub, 1 + (i % 7), i));
    const beats = () => streams.filter((s) => s.written.at(-1) === HEARTBEAT_FRAME).length;
    jest.advanceTimersByTime(10_000 / HEARTBEAT_STEPS);
    expect(beats()).toBe(4);
    jest.advanceTimersByTime(10_000 - 10_000 / HEARTBEAT_STEPS);
    expect(streams.every((s) => s.written.filter((frame) => frame === HEARTBEAT_FRAME).length === 1)).toBe(true);
    hub.close();
  });

  it("counts a user's open streams across leagues as they open and close", () => {
    const hub = new LeagueHub({ heartbeatMs: 1000 });
    const first = connect(hub, 1, 5);
    connect(hub, 2, 5);
    connect(hub, 2, 6);
    expect([hub.connectionsOf(5), hub.connectionsOf(6), hub.connectionsOf(7)]).toEqual([2, 1, 0]);
    first.drop();
    expect(hub.connectionsOf(5)).toBe(1);
    hub.close();
    expect(hub.connectionsOf(5)).toBe(0);
  });

  it('skips the heartbeat of a stream that carried a push since the last one was due', () => {
    jest.useFakeTimers();
    const hub = new LeagueHub({ heartbeatMs: 10_000 });
    const busy = connect(hub, 1, 1);
    const idle = connect(hub, 2, 2);
    const beats = (stream: ReturnType<typeof connect>) => stream.written.filter((frame) => frame === HEARTBEAT_FRAME).length;
    hub.publish(1, 'event: chat.message\ndata: {}\n\n');
    jest.advanceTimersByTime(10_000);
    expect([beats(busy), beats(idle)]).toEqual([0, 1]);
    jest.advanceTimersByTime(10_000);
    expect([beats(busy), beats(idle)]).toEqual([1, 2]);
    hub.close();
  });
});
