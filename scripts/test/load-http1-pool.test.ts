import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { Http1Pool, LANE_CONNECTIONS } from '../bench/load/http1-pool';

/** A server that answers each request with the client address and port of the connection it came on, after `?wait` ms. */
async function portEcho(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const wait = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('wait') ?? 0);
    setTimeout(() => response.end(`${request.socket.remoteAddress}:${request.socket.remotePort}`), wait);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('load bench request pool', () => {
  it("keeps a lane's requests on its own connections, opening another only while all of them are busy", async () => {
    const { server, origin } = await portEcho();
    const pool = new Http1Pool(origin, 0);
    try {
      const port = async (lane: number, wait = 0) => (await pool.request('GET', `/?wait=${wait}`, { lane })).body;
      // Each lane leaves from its own loopback address, with ports of its own.
      expect(await port(5)).toMatch(/^127\.0\.0\.7:/);
      const first = await port(1);
      expect(await port(1)).toBe(first);
      expect(await port(2)).not.toBe(first);
      // Two at once on lane 1: the busy connection is not shared, a second one opens (a browser's).
      const [slow, other] = await Promise.all([port(1, 50), port(1)]);
      expect(slow).toBe(first);
      expect(other).not.toBe(first);
      expect(pool.sockets).toBe(4);
    } finally {
      pool.close();
      server.close();
    }
  });

  it('opens at most six connections in a lane, as a browser does per host, and queues the rest', async () => {
    const { server, origin } = await portEcho();
    const pool = new Http1Pool(origin, 0);
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => pool.request('GET', '/?wait=40', { lane: 3 })));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(LANE_CONNECTIONS);
      expect(pool.sockets).toBe(LANE_CONNECTIONS);
      expect(pool.queued).toBe(0);
    } finally {
      pool.close();
      server.close();
    }
  });

  it('asks for compressed answers as a browser does, counts their bytes on the wire and decodes them when read', async () => {
    const text = JSON.stringify({ json: { messages: Array.from({ length: 50 }, (_, i) => `message ${i}`) } });
    const packed = brotliCompressSync(text);
    const server = createServer((request, response) => {
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (accepts.includes('br')) response.writeHead(200, { 'content-encoding': 'br', 'content-length': packed.length }).end(packed);
      else response.end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const pool = new Http1Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 1);
    try {
      const answer = await pool.request('GET', '/');
      expect(answer.bytes).toBe(packed.length);
      expect(answer.body).toBe(text);
    } finally {
      pool.close();
      server.close();
    }
  });

  it('sends a request again on a new connection when a kept one closes before any answer, once, as a browser does', async () => {
    // Answers the first request of each connection and drops the connection at its second: a server
    // closing an idle connection just as the client reused it.
    const requests: string[] = [];
    const server = createTcpServer((socket: Socket) => {
      let seen = 0;
      socket.on('data', (chunk: Buffer) => {
        const text = chunk.toString('latin1');
        // A request's body may come apart from its head: only heads count.
        if (!/^(GET|POST) /.test(text)) return;
        requests.push(text.split(' ')[1] ?? '');
        seen += 1;
        if (seen === 1) socket.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
        else socket.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const pool = new Http1Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 0);
    try {
      expect((await pool.request('GET', '/first', { lane: 1 })).status).toBe(200);
      expect((await pool.request('POST', '/second', { lane: 1, body: '{}' })).status).toBe(200);
      expect(requests).toEqual(['/first', '/second', '/second']);
    } finally {
      pool.close();
      server.close();
    }
  });

  it('fails a request whose new connection closes without an answer, without sending it again', async () => {
    let seen = 0;
    const server = createTcpServer((socket: Socket) => {
      socket.on('data', () => {
        seen += 1;
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const pool = new Http1Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 0);
    try {
      await expect(pool.request('GET', '/', { lane: 1 })).rejects.toThrow();
      expect(seen).toBe(1);
    } finally {
      pool.close();
      server.close();
    }
  });
});
