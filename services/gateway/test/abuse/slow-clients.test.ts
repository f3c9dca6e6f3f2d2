import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, createTestApp, type TestApp } from '../support/test-app';
import { buildApp } from '../../src/app';

/**
 * Bodies sent a byte at a time, and one address opening more connections than any player would:
 * bounded in time and number, so a player is still served meanwhile.
 */
jest.setTimeout(60_000);

const LIMITS = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, checkEveryMs: 250, maxConnectionsPerAddress: 40 };
const SLOW_SOCKETS = 80;

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const kim = new Client(t.app);
  await kim.register('kim@example.com', 'Kim');
  cookie = kim.cookie;
  app = await buildApp(t.deps, { authRateLimit: 10_000, clientLimits: LIMITS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

interface Slow {
  socket: Socket;
  closed: Promise<string>;
}

/** A POST whose body of 1,000 bytes comes one byte every 200 ms: it would take over three minutes. */
function slowBody(): Slow {
  const socket = connect({ port, host: '127.0.0.1' });
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.on('connect', () => {
    socket.write('POST /_api/leagues HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{');
    const drip = setInterval(() => (socket.writable ? socket.write(' ') : clearInterval(drip)), 200);
    socket.on('close', () => clearInterval(drip));
  });
  return { socket, closed };
}

function sessionFrom(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request({ port, host: '127.0.0.1', localAddress, path: '/_api/auth/session', headers: { cookie }, agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('timeout', () => sent.destroy(new Error('no answer')));
    sent.on('error', reject);
    sent.end();
  });
}

it('closes slow bodies with a 408 {error}, caps one address, and serves a player meanwhile', async () => {
  const slow = Array.from({ length: SLOW_SOCKETS }, slowBody);
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Another address of the loopback: the slow sender's cap is not the player's.
  expect(await sessionFrom('127.0.0.2').catch((error: Error) => error.message)).toBe(200);
  let timer: NodeJS.Timeout | undefined;
  const answers = await Promise.race([
    Promise.all(slow.map((s) => s.closed)),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('slow bodies were still open after 30 s')), 30_000))),
  ]).finally(() => clearTimeout(timer));
  const timedOut = answers.filter((a) => a.startsWith('HTTP/1.1 408'));
  const refused = answers.filter((a) => a === '');
  // Every connection past the cap was closed unanswered, every other one answered 408 in the end.
  expect(refused.length).toBe(SLOW_SOCKETS - LIMITS.maxConnectionsPerAddress);
  expect(timedOut.length).toBe(LIMITS.maxConnectionsPerAddress);
  expect(JSON.parse(timedOut[0]!.split('\r\n\r\n')[1]!)).toEqual({ error: expect.any(String) });
  // Once the server has seen those sockets close, the address may connect again.
  let again = 0;
  for (let attempt = 0; attempt < 50 && again !== 200; attempt += 1) {
    again = await sessionFrom('127.0.0.1').catch(() => 0);
    if (again !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(again).toBe(200);
});

it.each([
  ['a request line Node cannot parse', 'BREW / HTTP/1.1\r\nhost: x\r\n\r\n', 400],
  ['headers past Node\u2019s limit', `GET / HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
])('answers %s with {error}', async (_, text, status) => {
  const socket = connect({ port, host: '127.0.0.1' });
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined);
  socket.write(text);
  await new Promise((resolve) => socket.on('close', resolve));
  expect(answer.startsWith(`HTTP/1.1 ${status}`)).toBe(true);
  expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ error: expect.any(String) });
});
