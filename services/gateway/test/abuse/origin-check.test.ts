import { useAppWithPlayer } from '../support/test-app';

const suite = useAppWithPlayer();

const createLeague = (headers: Record<string, string>) =>
  suite.t.app.inject({ method: 'POST', url: '/_api/leagues', headers: { cookie: suite.cookie, 'content-type': 'application/json', ...headers }, payload: { name: 'Villa Reunion', type: 'public' } });

describe('Origin on state-changing calls', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike port', 'http://localhost:9999'],
    ['an opaque origin', 'null'],
  ])('refuses a command from %s, before it changes anything', async (_, origin) => {
    const before = await suite.t.deps.store.headPosition();
    const res = await createLeague({ origin, host: 'localhost:8080' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'This request came from another site and was refused.' });
    expect(await suite.t.deps.store.headPosition()).toBe(before);
  });

  it('answers login and register in their own error field', async () => {
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'kim@example.com', password: 'Passw0rd!' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This request came from another site and was refused.' });
  });

  it.each([
    ['its own page', { origin: 'http://game.example:3000', host: 'game.example:3000' }],
    ['the public address', { origin: 'http://localhost:8080', host: 'internal-gateway:8080' }],
    ['a client that sends no Origin', {}],
  ])('accepts a command from %s', async (_, headers: Record<string, string>) => {
    expect((await createLeague(headers)).statusCode).toBe(200);
  });

  it('lets reads through whatever their Origin (the browser keeps their answers from other sites)', async () => {
    const res = await suite.t.app.inject({ method: 'GET', url: '/_api/leagues', headers: { cookie: suite.cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});
