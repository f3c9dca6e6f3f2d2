import { Client, createTestApp, outboxOf, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterEach(async () => {
  await t.close();
});

const outbox = () => outboxOf(t);

describe('register, session, logout', () => {
  it('registers, is logged in at once, and logs out', async () => {
    const c = new Client(t.app);
    const reg = await c.register('Kim@Example.com', 'Kim');
    expect(reg.status).toBe(200);
    expect(reg.body.user).toMatchObject({ email: 'kim@example.com', displayName: 'Kim', role: 'user', avatarUrl: null });
    expect(reg.raw.cookies.find((x) => x.name === 'il_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const session = await c.get('/_api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: 'kim@example.com' });

    const out = await c.post('/_api/auth/logout', {});
    expect(out.status).toBe(200);
    const after = await new Client(t.app).get('/_api/auth/session');
    expect(after.body).toEqual({ error: 'Not authenticated' });
  });

  it('revokes the session on the server, not only in the browser', async () => {
    const c = new Client(t.app);
    await c.register('kim@example.com', 'Kim');
    const stolen = c.cookie;
    await c.post('/_api/auth/logout', {});
    const thief = new Client(t.app);
    thief.cookie = stolen;
    expect((await thief.get('/_api/auth/session')).body).toEqual({ error: 'Not authenticated' });
  });

  it('refuses a second account on the same e-mail, whatever its case', async () => {
    await new Client(t.app).register('kim@example.com', 'Kim');
    const again = await new Client(t.app).register('KIM@example.com', 'Other');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Email already in use' });
  });

  it('answers the validation messages of the spec in `message`', async () => {
    const c = new Client(t.app);
    expect((await c.register('kim@example.com', 'Kim', 'short')).body).toEqual({ message: 'Password must be at least 8 characters' });
    expect((await c.register('kim@example.com', '', 'Passw0rd!')).body).toEqual({ message: 'Name is required' });
    expect((await c.call('POST', '/_api/auth/login_with_password', { email: 'kim@example.com', password: '' }, 'json')).body).toEqual({ message: 'Password is required' });
    expect((await c.call('POST', '/_api/auth/login_with_password', { email: 'nope', password: 'x' }, 'json')).body).toEqual({ message: 'Email is required' });
  });

  it('refuses an e-mail longer than 254 characters, and stores nothing', async () => {
    const c = new Client(t.app);
    const huge = await c.register(`${'a'.repeat(60_000)}@example.com`, 'Kim');
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ message: 'Email must be at most 254 characters' });
    expect(await t.deps.store.headPosition()).toBe(0);
  });

  it('makes ADMIN_EMAILS admins', async () => {
    const reg = await new Client(t.app).register('boss@example.com', 'Boss');
    expect(reg.body.user).toMatchObject({ role: 'admin' });
  });
});

describe('login', () => {
  it('logs in with the right password only', async () => {
    await new Client(t.app).register('kim@example.com', 'Kim');
    const c = new Client(t.app);
    const wrong = await c.login('kim@example.com', 'Wrong-pass1');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    const unknown = await c.login('who@example.com');
    expect(unknown.body).toEqual({ message: 'Invalid email or password' });
    const ok = await c.login('KIM@example.com');
    expect(ok.status).toBe(200);
    expect((await c.get('/_api/auth/session')).body.user).toMatchObject({ displayName: 'Kim' });
  });
});

describe('password reset', () => {
  const tokenFrom = (mail: string) => decodeURIComponent(/token=([^\s]+)/.exec(mail)![1]!);

  it('mails a single-use link that sets a new password', async () => {
    await new Client(t.app).register('kim@example.com', 'Kim');
    const c = new Client(t.app);
    const sent = await c.post('/_api/auth/send-password-reset', { email: 'kim@example.com' });
    expect(sent.status).toBe(200);
    const mails = outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('http://localhost:8080/reset-password?token=');
    const token = tokenFrom(mails[0]!);

    const done = await c.post('/_api/auth/complete-password-reset', { token, password: 'N3w-password' });
    expect(done.body).toEqual({ message: 'Your password has been reset successfully.' });
    expect((await c.login('kim@example.com', 'N3w-password')).status).toBe(200);
    expect((await c.login('kim@example.com', 'Passw0rd!')).status).toBe(401);

    const reused = await c.post('/_api/auth/complete-password-reset', { token, password: 'An0ther-pass' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatch(/invalid or has expired/);
  });

  it('ends every session of the user, kept views included', async () => {
    await new Client(t.app).register('kim@example.com', 'Kim');
    const laptop = new Client(t.app);
    await laptop.login('kim@example.com');
    const thief = new Client(t.app);
    thief.cookie = laptop.cookie;
    // Read twice so the session's answer is kept by the process.
    expect((await thief.get('/_api/leagues')).status).toBe(200);
    expect((await thief.get('/_api/auth/session')).body.user).toMatchObject({ email: 'kim@example.com' });

    await new Client(t.app).post('/_api/auth/send-password-reset', { email: 'kim@example.com' });
    const token = tokenFrom(outbox()[0]!);
    expect((await new Client(t.app).post('/_api/auth/complete-password-reset', { token, password: 'N3w-password' })).status).toBe(200);

    expect((await thief.get('/_api/leagues')).status).toBe(401);
    expect((await thief.get('/_api/auth/session')).body).toEqual({ error: 'Not authenticated' });
    expect((await laptop.get('/_api/auth/session')).body).toEqual({ error: 'Not authenticated' });
    const fresh = new Client(t.app);
    expect((await fresh.login('kim@example.com', 'N3w-password')).status).toBe(200);
    expect((await fresh.get('/_api/leagues')).status).toBe(200);
  });

  it('honours only the newest link, and none once the password changed', async () => {
    await new Client(t.app).register('kim@example.com', 'Kim');
    const c = new Client(t.app);
    await c.post('/_api/auth/send-password-reset', { email: 'kim@example.com' });
    await c.post('/_api/auth/send-password-reset', { email: 'kim@example.com' });
    const [first, second] = outbox().map(tokenFrom);
    expect(first).not.toEqual(second);

    const older = await c.post('/_api/auth/complete-password-reset', { token: first, password: 'Older-link-1' });
    expect(older.status).toBe(400);
    expect(older.body.error).toMatch(/invalid or has expired/);
    expect((await c.login('kim@example.com', 'Older-link-1')).status).toBe(401);

    expect((await c.post('/_api/auth/complete-password-reset', { token: second, password: 'N3w-password' })).status).toBe(200);
    expect((await c.login('kim@example.com', 'N3w-password')).status).toBe(200);
    expect((await c.post('/_api/auth/complete-password-reset', { token: first, password: 'After-change-1' })).status).toBe(400);
  });

  it('expires after an hour', async () => {
    await new Client(t.app).register('kim@example.com', 'Kim');
    const c = new Client(t.app);
    await c.post('/_api/auth/send-password-reset', { email: 'kim@example.com' });
    const token = tokenFrom(outbox()[0]!);
    t.clock.advance(60 * 60 * 1000);
    expect((await c.post('/_api/auth/complete-password-reset', { token, password: 'N3w-password' })).status).toBe(400);
  });

  it('answers the same whether or not the e-mail exists', async () => {
    await new Client(t.app).register('kim@example.com', 'Kim');
    const c = new Client(t.app);
    const known = await c.post('/_api/auth/send-password-reset', { email: 'kim@example.com' });
    const unknown = await c.post('/_api/auth/send-password-reset', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(outbox()).toHaveLength(1);
  });

  it('validates with the spec messages', async () => {
    const c = new Client(t.app);
    expect((await c.post('/_api/auth/send-password-reset', { email: 'x' })).body).toEqual({ error: 'Please enter a valid email address.' });
    expect((await c.post('/_api/auth/complete-password-reset', { token: '', password: 'N3w-password' })).body).toEqual({ error: 'Reset token is required.' });
    expect((await c.post('/_api/auth/complete-password-reset', { token: 'abc', password: 'short' })).body).toEqual({ error: 'Password must be at least 8 characters long.' });
  });
});

describe('bad input never reaches a 5xx', () => {
  it('answers malformed JSON, wrong types, wrong content types and oversized bodies with a 4xx', async () => {
    const cases = [
      { payload: '{"email":', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: '{"email": 5, "password": {}}', type: 'application/json' },
      { payload: 'email=a', type: 'application/x-www-form-urlencoded' },
      { payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(100_000) }), type: 'application/json' },
    ];
    for (const { payload, type } of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/_api/auth/send-password-reset', payload, headers: { 'content-type': type } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json())).toEqual(['error']);
      expect(res.body).not.toMatch(/at .*\.ts/);
    }
  });

  it('answers an unknown call with 404 and an error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/_api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('error');
  });

  it('carries the correlation id back to the caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/_api/auth/session', headers: { 'x-correlation-id': 'corr-12345678' } });
    expect(res.headers['x-correlation-id']).toBe('corr-12345678');
  });
});

describe('rate limits', () => {
  it('slows down a client hammering the auth calls', async () => {
    await t.close();
    t = await createTestApp({});
    const { buildApp } = await import('../src/app');
    const limited = await buildApp(t.deps, { authRateLimit: 3 });
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await limited.inject({ method: 'POST', url: '/_api/auth/login_with_password', payload: { email: 'a@b.co', password: 'x' } }));
    }
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([401, 401, 401]);
    expect(answers[4]!.statusCode).toBe(429);
    expect(answers[4]!.json()).toEqual({ message: 'Too many requests. Please slow down and try again shortly.' });
    await limited.close();
  });
});
