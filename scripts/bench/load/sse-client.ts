import { connect, type Socket } from 'node:net';

/** What a browser does when its stream drops (the server's `retry:`). */
const RECONNECT_AFTER_MS = 3000;
/** A chat message the simulation sent carries its send time: `… at <epoch ms>`. */
const SENT_AT = /at (\d{13})/;

export interface StreamCounters {
  /** Streams whose 200 and headers arrived and that are still open. */
  open: number;
  /** Stream openings answered with anything but 200, or failed to connect. */
  refused: number;
  /** Open streams that ended without being asked to (each reconnects, as a browser does). */
  dropped: number;
  pushes: number;
  heartbeats: number;
  refusals: string[];
}

/**
 * A player's live stream as the browser's EventSource holds it: one connection of its own to
 * GET /_api/league/events, kept open, every push counted; dropped, it reconnects after 3 s.
 * Frames are read line by line whatever the transfer encoding (chunk sizes are lines of their own).
 */
export class LiveStream {
  private socket: Socket | null = null;
  private opened = false;
  private closed = false;
  private tail = '';
  private lastEvent = '';
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly request: string,
    private readonly counters: StreamCounters,
    /** Called with a chat push's delay from its sending (ms), when the message says when it was sent. */
    private readonly onChatDelay: (ms: number) => void,
    /** Called once with the time to the stream's headers, or with an error. */
    private readonly onOpened: (ms: number, error?: string) => void,
    /** The address to connect from (see loopbackSource). */
    private readonly localAddress?: string,
  ) {}

  open(): void {
    if (this.closed) return;
    const started = performance.now();
    let reported = false;
    const report = (error?: string) => {
      if (reported) return;
      reported = true;
      this.onOpened(performance.now() - started, error);
    };
    const socket = connect({ host: this.host, port: this.port, noDelay: true, ...(this.localAddress ? { localAddress: this.localAddress } : {}) });
    this.socket = socket;
    this.tail = '';
    socket.setEncoding('utf8');
    socket.once('connect', () => socket.write(this.request));
    socket.on('data', (text: string) => {
      if (!this.opened) {
        const status = Number(text.slice(9, 12));
        if (status !== 200) {
          this.counters.refused += 1;
          if (this.counters.refusals.length < 5) this.counters.refusals.push(`${status} ${text.slice(text.indexOf('\r\n\r\n') + 4, 200)}`);
          report(`status ${status}`);
          this.closed = true;
          socket.destroy();
          return;
        }
        this.opened = true;
        this.counters.open += 1;
        report();
        const bodyAt = text.indexOf('\r\n\r\n');
        text = bodyAt < 0 ? '' : text.slice(bodyAt + 4);
      }
      this.read(text);
    });
    socket.on('error', (error) => {
      if (!this.opened && !reported) {
        this.counters.refused += 1;
        if (this.counters.refusals.length < 5) this.counters.refusals.push(error.message);
        report(error.message);
      }
    });
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.opened) {
        this.opened = false;
        this.counters.open -= 1;
        if (!this.closed) this.counters.dropped += 1;
      }
      if (!this.closed) {
        this.retry = setTimeout(() => this.open(), RECONNECT_AFTER_MS);
        this.retry.unref();
      }
    });
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.destroy();
  }

  private read(text: string): void {
    const lines = (this.tail + text).split('\n');
    this.tail = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('event: ')) {
        this.counters.pushes += 1;
        this.lastEvent = line.slice(7).trim();
      } else if (line.startsWith('data: ') && this.lastEvent === 'chat.message') {
        const sent = SENT_AT.exec(line);
        if (sent) this.onChatDelay(Date.now() - Number(sent[1]));
        this.lastEvent = '';
      } else if (line.startsWith(': heartbeat')) {
        this.counters.heartbeats += 1;
      }
    }
  }
}

export function streamRequest(host: string, leagueId: number, cookie: string): string {
  return `GET /_api/league/events?leagueId=${leagueId} HTTP/1.1\r\nhost: ${host}\r\naccept: text/event-stream\r\ncookie: ${cookie}\r\n\r\n`;
}
