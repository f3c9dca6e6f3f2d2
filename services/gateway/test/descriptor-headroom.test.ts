import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { keepDescriptorHeadroom, lacksHeadroom, MIN_HEADROOM } from '../src/http/descriptor-headroom';

describe('lacksHeadroom', () => {
  it('keeps a tenth of a large limit free', () => {
    expect(lacksHeadroom(17_999, 20_000)).toBe(false);
    expect(lacksHeadroom(18_000, 20_000)).toBe(true);
  });

  it('keeps at least MIN_HEADROOM free under a small limit', () => {
    expect(lacksHeadroom(512 - MIN_HEADROOM - 1, 512)).toBe(false);
    expect(lacksHeadroom(512 - MIN_HEADROOM, 512)).toBe(true);
  });

  it('never sheds when the limit is unknown or unlimited', () => {
    expect(lacksHeadroom(1_000_000, null)).toBe(false);
    expect(lacksHeadroom(1_000_000, Infinity)).toBe(false);
  });
});

/**
 * A raw client that sends one GET and resolves with its socket at the answer's first bytes: kept
 * open and idle after `/once`, still receiving on `/stream` (a live stream).
 */
function requested(port: number, path: '/once' | '/stream'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(`GET ${path} HTTP/1.1\r\nhost: x\r\n\r\n`));
    socket.once('data', () => resolve(socket));
    socket.once('error', reject);
  });
}

const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

describe('keepDescriptorHeadroom', () => {
  let server: Server;
  let port: number;
  const sockets: Socket[] = [];
  /** The server's side of the open stream, to write to it. */
  let streamResponse: ServerResponse | null = null;

  beforeEach(async () => {
    server = createServer((request, response) => {
      if (request.url === '/stream') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(': connected\n\n');
        streamResponse = response;
        return;
      }
      response.end('ok');
    });
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('closes idle keep-alive connections near the limit and keeps the live stream', async () => {
    const live = await requested(port, '/stream');
    sockets.push(live);
    const idle = await Promise.all([requested(port, '/once'), requested(port, '/once'), requested(port, '/once')]);
    sockets.push(...idle);
    const counted: number[] = [];
    // Four connections, and a limit that leaves fewer than MIN_HEADROOM free past three.
    const stop = keepDescriptorHeadroom(server, { limit: MIN_HEADROOM + 3, checkEveryMs: 10, onClosedIdle: (n) => counted.push(n) });
    try {
      await Promise.all(idle.map(closed));
      expect(counted[0]).toBe(4);
      expect(live.destroyed).toBe(false);
      const more = new Promise<string>((resolve) => live.once('data', (chunk: Buffer) => resolve(chunk.toString())));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(live.destroyed).toBe(false);
      // The stream still carries what the server writes.
      streamResponse!.write('data: still here\n\n');
      expect(await more).toContain('still here');
    } finally {
      stop();
    }
  });

  it('leaves connections alone while there is room', async () => {
    const idle = await requested(port, '/once');
    sockets.push(idle);
    const counted: number[] = [];
    const stop = keepDescriptorHeadroom(server, { limit: 10_000, checkEveryMs: 10, onClosedIdle: (n) => counted.push(n) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(counted).toEqual([]);
    expect(idle.destroyed).toBe(false);
  });
});
