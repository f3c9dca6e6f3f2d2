import { hashToken } from '@il/identity';
import { hiddenClassCount, ViewCache } from '@il/platform';
import { cookieValue, KnownSessions } from '../src/http/session-token';

describe('cookieValue', () => {
  it.each([
    ['il_session=abc', 'abc'],
    ['theme=dark; il_session=abc', 'abc'],
    ['theme=dark;il_session=abc; lang=en', 'abc'],
    ['il_session=abc%2Fdef', 'abc/def'],
    ['il_session="quoted"', 'quoted'],
    ['il_session= spaced ', 'spaced'],
  ])('reads the session from %j', (header, expected) => {
    expect(cookieValue(header, 'il_session')).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['theme=dark'],
    ['old_il_session=abc'],
    ['xil_session=abc; theme=dark'],
    ['il_session=%E0%A4%A'],
  ])('finds none in %j', (header) => {
    expect(cookieValue(header, 'il_session')).toBeUndefined();
  });

  it('reads the real one when a longer name ending in it comes first', () => {
    expect(cookieValue('old_il_session=stale; il_session=fresh', 'il_session')).toBe('fresh');
  });

  it('answers an empty value as empty (no token)', () => {
    expect(cookieValue('il_session=; theme=dark', 'il_session')).toBe('');
  });
});

type ScopeStub = { live: boolean; touch(): void };
const scopeStub = (): ScopeStub => ({ live: true, touch: () => undefined });

describe('KnownSessions', () => {
  const user = { id: 1, email: 'kim@example.com', displayName: 'Kim', role: 'user' as const, avatarUrl: null };
  const known = (scopes: ScopeStub[], expiresAtMs = 1_000) => ({
    auth: { user, sessionHash: 'h' },
    hash: 'h',
    view: { user, expiresAtMs, scopes },
  });

  it('holds while every scope is live and the session has not expired', () => {
    const sessions = new KnownSessions();
    const session = scopeStub();
    const userScope = scopeStub();
    sessions.keep('token', known([session, userScope]));
    expect(sessions.holding('token', 999)?.auth.user).toBe(user);
    expect(sessions.holding('token', 1_000)).toBeUndefined();
    userScope.live = false;
    expect(sessions.holding('token', 0)).toBeUndefined();
  });

  it("keeps the token's hash, and hashes an unknown token as identity does", () => {
    const sessions = new KnownSessions(2);
    sessions.keep('token-a', { ...known([]), hash: 'kept' });
    expect(sessions.hashOf('token-a')).toBe('kept');
    expect(sessions.hashOf('token-b')).toBe(hashToken('token-b'));
    sessions.keep('token-b', known([]));
    sessions.keep('token-c', known([]));
    expect(sessions.hashOf('token-a')).toBe(hashToken('token-a'));
  });

  it('keeps every answer in one hidden class, however often it is used', () => {
    const sessions = new KnownSessions();
    const tokens = Array.from({ length: 40 }, (_, i) => `token-${i}`);
    for (const token of tokens) sessions.keep(token, known([scopeStub()]));
    const held = tokens.map((token) => sessions.holding(token, 0)!);
    expect(hiddenClassCount(held)).toBe(1);
  });

  it('keeps the tokens in use when full, and their view scopes with them', () => {
    const views = new ViewCache(4);
    const sessions = new KnownSessions(2);
    const scopesOf = (name: string) => [views.handle(`session-${name}`), views.handle(`user-${name}`)];
    sessions.keep('token-a', known(scopesOf('a')));
    sessions.keep('token-b', known(scopesOf('b')));
    // Player a keeps polling while b has gone: a's answer and a's scopes stay.
    expect(sessions.holding('token-a', 0)).toBeDefined();
    sessions.keep('token-c', known(scopesOf('c')));
    expect(sessions.holding('token-a', 0)).toBeDefined();
    expect(sessions.holding('token-b', 0)).toBeUndefined();
    expect(sessions.stats()).toMatchObject({ hits: 2, misses: 1, evictions: 1, size: 2, capacity: 2 });
    expect(views.stats().evictions).toBe(2);
  });
});
