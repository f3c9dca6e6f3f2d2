import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createTestApp, type TestApp } from '../support/test-app';

/** What a production server shows a stranger: no internals, no sources. */
let t: TestApp;
let app: FastifyInstance;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(path.join(os.tmpdir(), 'il-web-'));
  for (const [file, text] of [
    ['shell/dist/index.html', '<!doctype html><title>game</title>'],
    ['shell/dist/main.0123abcd.js', 'console.log(1)'],
    ['shell/dist/main.0123abcd.js.map', '{"sources":["secret.ts"]}'],
    ['mfe-league/dist/remoteEntry.js', 'var x'],
    ['mfe-league/dist/remoteEntry.js.map', '{"sources":["secret.ts"]}'],
  ] as const) {
    mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
    writeFileSync(path.join(web, file), text);
  }
  t = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: web, OPERATOR_TOKEN: 'operator-secret' });
  app = await buildApp(t.deps, { serveWeb: true, authRateLimit: 10_000 });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('a production server', () => {
  it.each(['/main.0123abcd.js.map', '/remotes/mfe-league/remoteEntry.js.map'])('serves no source map at %s, but the bundle beside it', async (url) => {
    const answer = await app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: expect.any(String) });
    expect(answer.body).not.toContain('secret.ts');
    expect((await app.inject({ method: 'GET', url: url.replace(/\.map$/, '') })).statusCode).toBe(200);
  });

  it.each(['/metrics', '/readyz'])('answers %s to a stranger with 404 {error}, to a proxied local caller too', async (url) => {
    const stranger = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: expect.any(String) });
    expect((await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(404);
  });

  it.each(['/metrics', '/readyz'])('answers %s to the operator: this machine or its private network, or the token', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer operator-secret' } })).statusCode).toBe(200);
  });

  it('keeps /healthz open', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });
});
