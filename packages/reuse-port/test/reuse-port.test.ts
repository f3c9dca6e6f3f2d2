import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { listenReusingPort, unavailableReason } from '@il/reuse-port';

/** A server that answers each connection with its own name and closes it. */
function naming(name: string): Server {
  return createServer((socket) => socket.end(name));
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
}

/** A port no one listens on now: the kernel's pick for a plain listener, closed again. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await close(probe);
  return port;
}

function nameOfNewConnection(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect({ host: '127.0.0.1', port });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map(close));
});

test('the port can be shared on Linux, where npm start shares it', () => {
  // Without it every connection would pass through the starting process.
  expect(unavailableReason()).toBe(process.platform === 'linux' ? null : expect.any(String));
});

const onLinux = unavailableReason() === null ? describe : describe.skip;
if (unavailableReason() !== null) console.log(`SO_REUSEPORT suites skipped: ${unavailableReason()}`);

onLinux('listenReusingPort', () => {
  test('two servers listen on one port and the kernel spreads new connections over both', async () => {
    const port = await freePort();
    const a = naming('a');
    const b = naming('b');
    servers.push(a, b);
    await listenReusingPort(a, { host: '127.0.0.1', port, backlog: 64 });
    await listenReusingPort(b, { host: '127.0.0.1', port, backlog: 64 });
    expect((a.address() as AddressInfo).port).toBe(port);
    expect((b.address() as AddressInfo).port).toBe(port);

    const names = await Promise.all(Array.from({ length: 40 }, () => nameOfNewConnection(port)));
    const count = (name: string) => names.filter((n) => n === name).length;
    // By a hash of each connection's addresses: about half each, never all 40 to one.
    expect(count('a') + count('b')).toBe(40);
    expect(count('a')).toBeGreaterThanOrEqual(5);
    expect(count('b')).toBeGreaterThanOrEqual(5);
  });

  test('a port held by a plain listener is refused with EADDRINUSE, and the reverse', async () => {
    const port = await freePort();
    const plain = naming('plain');
    servers.push(plain);
    await new Promise<void>((resolve) => plain.listen(port, '127.0.0.1', resolve));
    await expect(listenReusingPort(naming('shared'), { host: '127.0.0.1', port, backlog: 64 })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await close(plain);

    const shared = naming('shared');
    servers.push(shared);
    await listenReusingPort(shared, { host: '127.0.0.1', port, backlog: 64 });
    const second = naming('plain');
    await expect(new Promise((resolve, reject) => second.once('error', reject).listen(port, '127.0.0.1', () => resolve(undefined)))).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(await nameOfNewConnection(port)).toBe('shared');
  });

  test('a host name is looked up; a name that does not resolve is refused', async () => {
    const port = await freePort();
    const named = naming('named');
    servers.push(named);
    await listenReusingPort(named, { host: 'localhost', port, backlog: 64 });
    expect(['127.0.0.1', '::1']).toContain((named.address() as AddressInfo).address);
    await expect(listenReusingPort(naming('nowhere'), { host: 'no-such-host.invalid', port, backlog: 64 })).rejects.toThrow();
  });

  test('a server closed leaves the port to the rest of the group', async () => {
    const port = await freePort();
    const a = naming('a');
    const b = naming('b');
    servers.push(b);
    await listenReusingPort(a, { host: '127.0.0.1', port, backlog: 64 });
    await listenReusingPort(b, { host: '127.0.0.1', port, backlog: 64 });
    await close(a);
    const names = await Promise.all(Array.from({ length: 10 }, () => nameOfNewConnection(port)));
    expect(new Set(names)).toEqual(new Set(['b']));
  });
});
