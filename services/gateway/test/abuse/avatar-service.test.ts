import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateAvatar, INLINE_IMAGE_MAX_BYTES } from '@il/league';
import { createCharacter, createLeague, player } from '../support/league-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** An image service that misbehaves as the review's did: each test chooses how. */
jest.setTimeout(60_000);

let behave: (res: ServerResponse) => void;
let served = 0;
let service: Server;
let elsewhere: Server;
let elsewhereHits = 0;
let t: TestApp;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  service = createServer((_req, res) => {
    served += 1;
    behave(res);
  });
  elsewhere = createServer((_req, res) => {
    elsewhereHits += 1;
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10, 1));
  });
  const serviceUrl = await listen(service);
  const elsewhereUrl = await listen(elsewhere);
  behave = (res) => res.writeHead(302, { location: `${elsewhereUrl}/secret` }).end();
  t = await createTestApp({ AVATAR_SERVICE_URL: `${serviceUrl}/prompt` });
});
afterAll(async () => {
  await t.close();
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
  await new Promise((resolve) => elsewhere.close(resolve));
});

const generate = async () => (await player(t, `P${served}x${Date.now() % 100000}`)).post('/_api/avatar/generate', { realityShowBackground: 'drama' });

it('follows no redirect: a 4xx {error}, and the other address never asked', async () => {
  const answer = await generate();
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body).toEqual({ error: expect.stringMatching(/^Avatar generation failed/) });
  expect(elsewhereHits).toBe(0);
});

it('cuts off a body that never finishes with a 4xx {error}, never a 500', async () => {
  behave = (res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.write(Buffer.alloc(10, 1));
  };
  // The route's own deadline is 20 s; the same code with a short one.
  const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/prompt`;
  const failure = await generateAvatar({ realityShowBackground: 'drama' } as never, { serviceUrl, timeoutMs: 500 }).catch((error: unknown) => error);
  expect(failure).toMatchObject({ status: 422, message: expect.stringMatching(/did not answer in time/) });
});

it('reads no more of a huge answer than the inline limit, and links it instead', async () => {
  let written = 0;
  behave = (res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    const chunk = Buffer.alloc(64 * 1024, 1);
    const pump = () => {
      while (written < 50 * 1024 * 1024 && res.write(chunk)) written += chunk.length;
      if (written < 50 * 1024 * 1024 && !res.destroyed) res.once('drain', pump);
      else res.end();
    };
    res.on('close', () => undefined);
    pump();
  };
  const answer = await generate();
  expect(answer.status).toBe(200);
  expect(String(answer.body.avatarUrl)).toMatch(/^http:\/\/127\.0\.0\.1/);
  expect(written).toBeLessThan(50 * 1024 * 1024);
});

it('inlines an image only as large as create-character then takes', async () => {
  behave = (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(INLINE_IMAGE_MAX_BYTES, 7));
  const kim = await player(t, 'Kim');
  const generated = await kim.post('/_api/avatar/generate', { realityShowBackground: 'drama' });
  expect(String(generated.body.avatarUrl)).toMatch(/^data:image\/png;base64,/);
  const leagueId = await createLeague(kim);
  const created = await createCharacter(kim, leagueId, { avatarUrl: generated.body.avatarUrl, bio: 'b'.repeat(200) });
  expect(created.status).toBe(200);
  // A 100 KB image would be a data URL past the body limit: it is linked instead.
  behave = (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(100_000, 7));
  expect(String((await kim.post('/_api/avatar/generate', { realityShowBackground: 'drama' })).body.avatarUrl)).toMatch(/^http:/);
});
