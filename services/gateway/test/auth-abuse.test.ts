import { MemoryLimits } from '@il/platform';
import { buildApp } from '../src/app';
import { Client, createTestApp, outboxOf, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const login = (client: Client, password: string) => client.login('kim@example.com', password);

describe('per-account login throttle', () => {
  beforeEach(async () => {
    t = await createTestApp();
    await new Client(t.app).register('kim@example.com', 'Kim');
  });

  it('answers 429 with Retry-After once an account had five failures, whoever sends the next', async () => {
    // Five different browsers (as from five addresses): the limit is the account's, not a client's.
    for (let i = 0; i < 5; i++) expect((await login(new Client(t.app), 'wrong-password')).status).toBe(401);
    const held = await login(new Client(t.app), 'Passw0rd!');
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: 'Too many failed attempts for this account. Please try again in 1 second.' });
    expect(held.raw.headers['retry-after']).toBe('1');

    t.clock.advance(1000);
    expect((await login(new Client(t.app), 'wrong-password')).status).toBe(401);
    const longer = await login(new Client(t.app), 'Passw0rd!');
    expect(longer.raw.headers['retry-after']).toBe('2');
    t.clock.advance(2000);
    expect((await login(new Client(t.app), 'Passw0rd!')).status).toBe(200);
    // A success starts afresh.
    expect((await login(new Client(t.app), 'wrong-password')).status).toBe(401);
  });

  it('lets a browser that logged in to the account before through while an attacker hammers it', async () => {
    const owner = await login(new Client(t.app), 'Passw0rd!');
    expect(owner.status).toBe(200);
    const browser = owner.raw.cookies.find((c) => c.name === 'il_browser');
    expect(browser).toMatchObject({ httpOnly: true, path: '/_api/auth/' });
    for (let i = 0; i < 12; i++) await login(new Client(t.app), 'guess-' + i);
    expect((await login(new Client(t.app), 'Passw0rd!')).status).toBe(429);
    const back = new Client(t.app);
    back.cookie = `il_browser=${browser!.value}`;
    expect((await login(back, 'Passw0rd!')).status).toBe(200);
  });
});

describe('proxies', () => {
  const burst = async (app: Awaited<ReturnType<typeof buildApp>>) => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/_api/auth/send-password-reset',
        payload: { email: 'ghost@example.com' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('does not let a client pick its rate-limit key with X-Forwarded-For, in either mode', async () => {
    t = await createTestApp();
    for (const mode of ['embedded', 'distributed'] as const) {
      // Each its own counts: both apps would otherwise share the test app's.
      const app = await buildApp({ ...t.deps, config: { ...t.deps.config, mode }, limits: new MemoryLimits() }, { authRateLimit: 3 });
      expect(await burst(app)).toEqual([200, 200, 200, 429, 429]);
      await app.close();
    }
  });

  it('trusts the proxies the deployment names', async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const app = await buildApp(t.deps, { authRateLimit: 3 });
    expect(await burst(app)).toEqual([200, 200, 200, 200, 200]);
    await app.close();
  });
});

describe('password hashing under a burst', () => {
  it('answers 503 with Retry-After past the queue, and every other login as usual', async () => {
    t = await createTestApp({ PASSWORD_HASHING: '1,2', PASSWORD_HASH_COST: 'standard' });
    await new Client(t.app).register('kim@example.com', 'Kim');
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(new Client(t.app), 'Passw0rd!')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 503, 503, 503, 503, 503]);
    const busy = answers.find((a) => a.status === 503)!;
    expect(busy.body).toEqual({ message: 'The server is busy. Please try again in a moment.' });
    expect(Number(busy.raw.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Refusals under load are not failed attempts: the account is not held afterwards.
    expect((await login(new Client(t.app), 'Passw0rd!')).status).toBe(200);
  });

  it('leaves a reset link usable when the reset was refused under load', async () => {
    t = await createTestApp({ PASSWORD_HASHING: '1,0', PASSWORD_HASH_COST: 'standard' });
    await new Client(t.app).register('kim@example.com', 'Kim');
    await new Client(t.app).post('/_api/auth/send-password-reset', { email: 'kim@example.com' });
    const token = decodeURIComponent(/token=([^\s]+)/.exec(outboxOf(t)[0]!)![1]!);
    // A login holds the only hashing slot (a hash takes a quarter second or more).
    const holding = login(new Client(t.app), 'Passw0rd!');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await new Client(t.app).post('/_api/auth/complete-password-reset', { token, password: 'N3w-password' });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: 'The server is busy. Please try again in a moment.' });
    expect((await holding).status).toBe(200);
    expect((await new Client(t.app).post('/_api/auth/complete-password-reset', { token, password: 'N3w-password' })).status).toBe(200);
  });
});
