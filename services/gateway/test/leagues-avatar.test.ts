import { AVATAR_BASE_PROMPT, backgroundInfo, ImageUrl } from '@il/contracts';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { player } from './support/league-helpers';
import { Client, createTestApp, type TestApp } from './support/test-app';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A stand-in for the external image service whose answer each test chooses. */
let answer: { status: number; type: string; body: Buffer | string };
let requests: IncomingMessage[];
let service: Server;
let serviceUrl: string;

beforeAll(async () => {
  service = createServer((req, res) => {
    requests.push(req);
    res.writeHead(answer.status, { 'content-type': answer.type });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/prompt`;
});
afterAll(async () => {
  await new Promise((resolve) => service.close(resolve));
});
beforeEach(() => {
  requests = [];
  answer = { status: 200, type: 'image/png', body: PNG };
});

describe('avatar generation without an image service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws an SVG locally from the prompt: same prompt, same face; a new seed, a new look', async () => {
    const kim = await player(t, 'Kim');
    const body = { realityShowBackground: 'drama', customDetails: 'red hair' };
    const first = await kim.post('/_api/avatar/generate', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ source: 'local', prompt: `${AVATAR_BASE_PROMPT}, ${backgroundInfo('drama').avatarStyle}, red hair` });
    const url = first.body.avatarUrl as string;
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    expect(ImageUrl.safeParse(url).success).toBe(true);
    expect((await kim.post('/_api/avatar/generate', body)).body.avatarUrl).toBe(url);
    expect((await kim.post('/_api/avatar/generate', { ...body, seed: 'new-look-1' })).body.avatarUrl).not.toBe(url);
  });

  it('answers 401 to a visitor', async () => {
    expect((await new Client(t.app).post('/_api/avatar/generate', {})).status).toBe(401);
  });
});

describe('avatar generation through the configured image service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AVATAR_SERVICE_URL: serviceUrl });
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks the service at the url-encoded prompt path and inlines the image it answers', async () => {
    const kim = await player(t, 'Kim');
    const generated = await kim.post('/_api/avatar/generate', { realityShowBackground: 'survival', customDetails: 'freckles & a smile', seed: 'look-2' });
    expect(generated.body).toEqual({
      source: 'external',
      prompt: `${AVATAR_BASE_PROMPT}, ${backgroundInfo('survival').avatarStyle}, freckles & a smile`,
      avatarUrl: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    const [request] = requests;
    const { pathname, searchParams } = new URL(request!.url!, 'http://service');
    expect(decodeURIComponent(pathname.slice('/prompt/'.length))).toBe(generated.body.prompt);
    expect(searchParams.get('seed')).toBe('look-2');
  });

  it('answers "Avatar generation failed: …" when the service is not OK', async () => {
    answer = { status: 503, type: 'text/plain', body: 'overloaded' };
    const kim = await player(t, 'Lee');
    const failed = await kim.post('/_api/avatar/generate', {});
    expect(failed.status).toBe(422);
    expect(failed.body.error).toBe('Avatar generation failed: the image service answered 503 Service Unavailable');
  });

  it('answers "Avatar generation failed: …" when the service answers something that is not an image', async () => {
    answer = { status: 200, type: 'text/html; charset=utf-8', body: '<html>captcha</html>' };
    const kim = await player(t, 'Max');
    const failed = await kim.post('/_api/avatar/generate', {});
    expect(failed.status).toBe(422);
    expect(failed.body.error).toBe('Avatar generation failed: the image service did not return an image (text/html)');
  });

  it('answers "Avatar generation failed: …" when the service cannot be reached', async () => {
    const unreachable = await createTestApp({ AVATAR_SERVICE_URL: 'http://127.0.0.1:1/prompt' });
    try {
      const kim = await player(unreachable, 'Ana');
      const failed = await kim.post('/_api/avatar/generate', {});
      expect(failed).toMatchObject({ status: 422, body: { error: 'Avatar generation failed: the image service could not be reached' } });
    } finally {
      await unreachable.close();
    }
  });
});
