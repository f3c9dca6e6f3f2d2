import { connect, type Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * A lean HTTP/1.1 keep-alive client for the load generator: a fixed pool of sockets, one request
 * at a time on each, and the smallest response parser that reads what Fastify writes (a status
 * line, headers, then a Content-Length or chunked body). node:http spends several times more CPU
 * per request, which on a 2-core machine would be taken from the server being measured.
 */
export interface Http1Response {
  status: number;
  /** The body as text, decoded on first read: most answers are only counted, never read. */
  readonly body: string;
  /** The body's bytes as they came over the socket (compressed, when the server compressed it). */
  bytes: number;
  /** The Set-Cookie header's first cookie, when there is one. */
  setCookie: string | null;
  /** A command's `x-event-position`, when there is one. */
  eventPosition: number | null;
}

interface Pending {
  head: string;
  body: Buffer | null;
  resolve(response: Http1Response): void;
  reject(error: Error): void;
  /** Sent again once already, after a kept connection closed under it (see Connection.fail). */
  resent?: boolean;
}

const CRLF2 = Buffer.from('\r\n\r\n');
/** What a browser sends over HTTPS, as players reach the game. */
const ACCEPT_ENCODING = 'accept-encoding: gzip, deflate, br, zstd\r\n';

/**
 * The loopback address a client's connections leave from (the n-th of 64), for a server on
 * 127.0.0.1. Each source address has its own 28,000 ephemeral ports towards the server: 20,000
 * streams and their players' request connections, with those of the run before still in
 * TIME_WAIT, outnumber one address's, and connecting then fails (EADDRNOTAVAIL).
 */
export function loopbackSource(host: string, n: number): string | undefined {
  return host === '127.0.0.1' ? `127.0.0.${2 + (n % 64)}` : undefined;
}

class Connection {
  private socket: Socket | null = null;
  /** The socket connecting or connected for this connection; events of any other are stale. */
  private live: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private current: Pending | null = null;
  private connecting: Promise<Socket> | null = null;
  /** The current request went out on a connection kept from an earlier one. */
  private reused = false;
  /** Bytes of the current request's answer have arrived. */
  private answered = false;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly onIdle: (connection: Connection) => void,
    private readonly localAddress?: string,
  ) {}

  get busy(): boolean {
    return this.current !== null;
  }

  send(pending: Pending): void {
    this.current = pending;
    this.reused = this.socket !== null;
    this.answered = false;
    void this.open().then(
      (socket) => {
        socket.cork();
        socket.write(pending.head);
        if (pending.body) socket.write(pending.body);
        socket.uncork();
      },
      (error: Error) => {
        if (this.current === pending) this.fail(error);
      },
    );
  }

  close(): void {
    this.live?.destroy();
    this.live = null;
    this.socket = null;
    this.connecting = null;
  }

  private open(): Promise<Socket> {
    if (this.socket) return Promise.resolve(this.socket);
    this.connecting ??= new Promise<Socket>((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port, noDelay: true, ...(this.localAddress ? { localAddress: this.localAddress } : {}) });
      this.live = socket;
      // A socket this connection has let go of (failed, closed) may still report its end: by then
      // the connection may carry another request on another socket, which that must not touch.
      socket.once('connect', () => {
        if (socket !== this.live) return;
        this.socket = socket;
        this.connecting = null;
        resolve(socket);
      });
      socket.on('data', (chunk: Buffer) => {
        if (socket === this.live) this.receive(chunk);
      });
      socket.on('error', (error) => {
        reject(error);
        if (socket !== this.live) return;
        this.connecting = null;
        this.fail(error);
      });
      socket.on('close', () => {
        if (socket !== this.live) return;
        this.live = null;
        this.socket = null;
        this.connecting = null;
        this.buffer = Buffer.alloc(0);
        if (this.current) this.fail(new Error('connection closed'));
        else reject(new Error('connection closed'));
      });
    });
    return this.connecting;
  }

  /**
   * A request that met the end of a kept connection before any of its answer (the server closed it
   * as idle while the request was on its way) is sent once more on a new connection, as a browser
   * does; any other failure is the request's.
   */
  private fail(error: Error): void {
    const pending = this.current;
    this.current = null;
    this.live?.destroy();
    this.live = null;
    this.socket = null;
    this.connecting = null;
    this.buffer = Buffer.alloc(0);
    if (pending && this.reused && !this.answered && !pending.resent) {
      pending.resent = true;
      this.send(pending);
      return;
    }
    if (pending) {
      pending.reject(error);
      this.onIdle(this);
    }
  }

  private receive(chunk: Buffer): void {
    if (this.current) this.answered = true;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headEnd = this.buffer.indexOf(CRLF2);
    if (headEnd < 0 || !this.current) return;
    const head = this.buffer.subarray(0, headEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const lower = head.toLowerCase();
    const bodyStart = headEnd + 4;
    let body: Buffer;
    let consumed: number;
    const lengthAt = lower.indexOf('\r\ncontent-length:');
    if (lengthAt >= 0) {
      const length = parseInt(lower.slice(lengthAt + 17, lower.indexOf('\r\n', lengthAt + 17) >>> 0), 10);
      if (this.buffer.length < bodyStart + length) return;
      body = this.buffer.subarray(bodyStart, bodyStart + length);
      consumed = bodyStart + length;
    } else if (lower.includes('\r\ntransfer-encoding: chunked')) {
      const decoded = decodeChunked(this.buffer, bodyStart);
      if (!decoded) return;
      ({ body, consumed } = decoded);
    } else {
      body = Buffer.alloc(0);
      consumed = bodyStart;
    }
    const cookieAt = lower.indexOf('\r\nset-cookie:');
    const setCookie = cookieAt >= 0 ? head.slice(cookieAt + 13, head.indexOf('\r\n', cookieAt + 13) >>> 0).trim().split(';')[0]! : null;
    const positionAt = lower.indexOf('\r\nx-event-position:');
    const eventPosition = positionAt >= 0 ? Number(head.slice(positionAt + 20, head.indexOf('\r\n', positionAt + 20) >>> 0).trim()) : null;
    const encodingAt = lower.indexOf('\r\ncontent-encoding:');
    const encoding = encodingAt >= 0 ? lower.slice(encodingAt + 19, lower.indexOf('\r\n', encodingAt + 19) >>> 0).trim() : '';
    this.buffer = this.buffer.subarray(consumed);
    const pending = this.current;
    this.current = null;
    pending.resolve(response(status, body, encoding, setCookie, eventPosition));
    this.onIdle(this);
  }
}

function response(status: number, raw: Buffer, encoding: string, setCookie: string | null, eventPosition: number | null): Http1Response {
  let text: string | null = null;
  return {
    status,
    bytes: raw.length,
    setCookie,
    eventPosition,
    get body() {
      text ??= (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      return text;
    },
  };
}

function decodeChunked(buffer: Buffer, start: number): { body: Buffer; consumed: number } | null {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) {
      if (buffer.length < lineEnd + 4) return null;
      return { body: Buffer.concat(parts), consumed: lineEnd + 4 };
    }
    if (buffer.length < lineEnd + 2 + size + 2) return null;
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** First in, first out without Array.shift, which copies the array: the queue grows long when the server falls behind. */
class Fifo<T> {
  private items: Array<T | undefined> = [];
  private head = 0;
  get length(): number {
    return this.items.length - this.head;
  }
  push(item: T): void {
    this.items.push(item);
  }
  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head] = undefined;
    this.head += 1;
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
}

/**
 * Connections a lane keeps open at most, as a browser keeps at most six per host over HTTP/1.1 and
 * queues the rest. Without a cap, every request sent while the others wait opens one more: under a
 * slow start the lanes would open tens of thousands, which no browser does, and run the server and
 * the generators out of descriptors.
 */
export const LANE_CONNECTIONS = 6;

/** One lane's connections (see `request`'s `lane`): the idle ones, how many are open, the requests waiting. */
interface Lane {
  idle: Connection[];
  open: number;
  waiting: Fifo<Pending>;
}

export class Http1Pool {
  private readonly idle: Connection[] = [];
  private readonly queue = new Fifo<Pending>();
  private readonly all: Connection[] = [];
  private readonly hostHeader: string;
  private readonly url: URL;
  private readonly lanes = new Map<number, Lane>();

  constructor(
    readonly origin: string,
    connections: number,
  ) {
    this.url = new URL(origin);
    this.hostHeader = this.url.host;
    for (let i = 0; i < connections; i += 1) {
      const connection = new Connection(this.url.hostname, Number(this.url.port), (c) => this.release(c));
      this.all.push(connection);
      this.idle.push(connection);
    }
  }

  /** Connections open or opening, shared and in lanes. */
  get sockets(): number {
    return this.all.length;
  }

  /** Requests waiting for a free connection. */
  get queued(): number {
    let waiting = this.queue.length;
    for (const lane of this.lanes.values()) waiting += lane.waiting.length;
    return waiting;
  }

  /**
   * `lane`: the request goes over that lane's own connections (a browser's), an idle one or a new
   * one when all are busy, up to six, then queued; never over another lane's or the shared ones.
   * Without it, over the shared connections, queued while all are busy.
   */
  request(method: 'GET' | 'POST', path: string, options: { cookie?: string; body?: string; headers?: string; lane?: number } = {}): Promise<Http1Response> {
    const body = options.body === undefined ? null : Buffer.from(options.body);
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\n${ACCEPT_ENCODING}`;
    if (options.cookie) head += `cookie: ${options.cookie}\r\n`;
    if (options.headers) head += options.headers;
    head += body ? `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n` : '\r\n';
    return new Promise((resolve, reject) => {
      const pending: Pending = { head, body, resolve, reject };
      if (options.lane !== undefined) {
        this.sendInLane(options.lane, pending);
        return;
      }
      const connection = this.idle.pop();
      if (connection) connection.send(pending);
      else this.queue.push(pending);
    });
  }

  close(): void {
    for (const connection of this.all) connection.close();
  }

  /** Over an idle connection of the lane, a new one while it has fewer than six, else in its queue. */
  private sendInLane(number: number, pending: Pending): void {
    let lane = this.lanes.get(number);
    if (!lane) this.lanes.set(number, (lane = { idle: [], open: 0, waiting: new Fifo<Pending>() }));
    const kept = lane.idle.pop();
    if (kept) return kept.send(pending);
    if (lane.open >= LANE_CONNECTIONS) return lane.waiting.push(pending);
    lane.open += 1;
    const owner = lane;
    const connection = new Connection(
      this.url.hostname,
      Number(this.url.port),
      (c) => {
        const next = owner.waiting.shift();
        if (next) c.send(next);
        else owner.idle.push(c);
      },
      loopbackSource(this.url.hostname, number),
    );
    this.all.push(connection);
    connection.send(pending);
  }

  private release(connection: Connection): void {
    const next = this.queue.shift();
    if (next) connection.send(next);
    else this.idle.push(connection);
  }
}
