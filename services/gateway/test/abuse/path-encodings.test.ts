import { canonicalPath } from '../../src/http/canonical-path';
import { useAppWithPlayer } from '../support/test-app';

/** Every spelling of `/_api` a client can send must meet the API's checks, not only the plain one. */
const suite = useAppWithPlayer();

const LOGIN_SPELLINGS = [
  '/%5Fapi/auth/login_with_password',
  '/%5fapi/auth/login_with_password',
  '/_%61pi/auth/login_with_password',
  '//_api/auth/login_with_password',
  '/_api//auth/login_with_password',
  '/./_api/auth/login_with_password',
  '/x/../_api/auth/login_with_password',
  '/_api/auth/%6Cogin_with_password',
  '/_API/auth/login_with_password',
];

describe('encodings of /_api', () => {
  it.each(LOGIN_SPELLINGS)('refuse a cross-site login at %s, with no cookie set', async (url) => {
    const res = await suite.t.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'https://evil.example', host: 'localhost:8080', 'content-type': 'application/json' },
      payload: { email: 'kim@example.com', password: 'Passw0rd!' },
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it.each(['/%5Fapi/leagues', '//_api/leagues', '/_api/%6Ceagues'])('resolve the session at %s as at /_api/leagues', async (url) => {
    const res = await suite.t.app.inject({ method: 'GET', url, headers: { cookie: suite.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('keeps an escaped separator and the query string as sent', () => {
    expect(canonicalPath('/_api%2Fauth/x')).toBe('/_api%2Fauth/x');
    expect(canonicalPath('/%5Fapi/a%2fb')).toBe('/_api/a%2Fb');
    expect(canonicalPath('/remotes/mfe-league/remoteEntry.js')).toBe('/remotes/mfe-league/remoteEntry.js');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/_api/x/')).toBe('/_api/x/');
  });
});
