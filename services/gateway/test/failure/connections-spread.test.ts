import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { OLD_GENERATION_GROWTH_PERCENT, YOUNG_GENERATION_MB } from '../../../../scripts/server-flags.cjs';
import { servingGatewayForSuite } from './support/server-process';

/**
 * `npm start`'s server processes share the connections: a burst of new ones (a browser opening its
 * sockets, the flat-out bench's 16) is spread over the processes instead of landing on whichever
 * the kernel woke first. Each connection asks `/metrics?process=this`, whose `il_server_process`
 * names the process that answered it.
 */
const CONNECTIONS = 16;
const WORKERS = 2;
/** Left to the kernel, some bursts split well by chance; not ten in a row. */
const BURSTS = 10;

const suite = servingGatewayForSuite('spread', WORKERS);

/** Opens a keep-alive connection and asks it which process holds it. */
function processOfNewConnection(url: string): Promise<{ pid: string; socket: Socket }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('data', (chunk: string) => {
      text += chunk;
      const named = /^il_server_process\{role="[^"]+",pid="(\d+)"\} 1/m.exec(text);
      if (named) resolve({ pid: named[1]!, socket });
    });
    socket.write(`GET /metrics?process=this HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

test('each burst of connections is spread over every server process', async () => {
  const servers = suite.server.workers().map((w) => String(w.pid)).sort();
  expect(servers).toHaveLength(WORKERS);
  for (let burst = 0; burst < BURSTS; burst += 1) {
    const held = await Promise.all(Array.from({ length: CONNECTIONS }, () => processOfNewConnection(suite.server.url)));
    for (const { socket } of held) socket.destroy();
    const perProcess = new Map<string, number>();
    for (const { pid } of held) perProcess.set(pid, (perProcess.get(pid) ?? 0) + 1);
    // Handed to whichever process took its last one: about half each (a process busy for a moment
    // takes fewer), never all of a burst to one.
    expect([...perProcess.keys()].sort()).toEqual(servers);
    for (const count of perProcess.values()) expect(count).toBeGreaterThanOrEqual(CONNECTIONS / 8);
  }
}, 30_000);

test('each server process runs with the heap sizes npm start gives it', () => {
  const workers = suite.server.workers();
  expect(workers).toHaveLength(WORKERS);
  for (const { pid } of workers) {
    const flags = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    expect(flags).toContain(`--max-semi-space-size=${YOUNG_GENERATION_MB}`);
    expect(flags).toContain(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
  }
});
