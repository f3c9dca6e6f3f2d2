import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { helmetHeaders } from '../../src/http/security-headers';
import { createTestApp, type TestApp } from '../support/test-app';

/** The security headers are worked out once; every answer must still carry exactly helmet's. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('are the headers @fastify/helmet sets on a request', async () => {
    const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } } };
    const reference = Fastify();
    await reference.register(helmet, options);
    reference.get('/', async () => 'ok');
    const answer = await reference.inject('/');
    await reference.close();
    const computed = await helmetHeaders(options);
    expect(Object.keys(computed).length).toBeGreaterThanOrEqual(10);
    for (const [name, value] of Object.entries(computed)) expect(answer.headers[name]).toBe(value);
    expect(computed['content-security-policy']).toBe("default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests");
  });

  it.each([
    ['a health probe', '/healthz'],
    ['an unknown page', '/nothing-here'],
  ])("are helmet's on %s", async (_, url) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toBeDefined();
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each([
    ['a call', '/_api/auth/session'],
    ['an error', '/_api/leagues'],
    ['an unknown call', '/_api/nothing-here'],
    ['a card image', '/_api/image?id=101'],
  ])('are the API set on %s: nothing loads, runs, frames or sniffs', async (_, url) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['strict-transport-security']).toBeDefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
  });
});
