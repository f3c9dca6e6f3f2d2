import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../services/gateway/test/support/test-app';

/**
 * The gateway refuses a command whose Origin is not the site the browser reached, and it learns
 * that site from the Host header. Behind compose's nginx that header is whatever
 * docker/nginx/shell.conf forwards, so a login at any address the operator publishes (another
 * port, another name) must reach the gateway with the Host the browser sent, port included.
 * This suite computes, from the shipped config, the Host nginx would forward for each location
 * that proxies to a Node process, and sends the gateway a login with it.
 */

const root = path.resolve(__dirname, '..', '..');
const conf = fs.readFileSync(path.join(root, 'docker', 'nginx', 'shell.conf'), 'utf8');

/** The Host header each location proxying to a named upstream forwards, as written. */
function forwardedHosts(): Array<{ location: string; value: string | null }> {
  const found: Array<{ location: string; value: string | null }> = [];
  for (const match of conf.matchAll(/location ([^{]+)\{([^}]*)\}/g)) {
    const body = match[2] ?? '';
    if (!/proxy_pass http:\/\/(\$api_upstream|gateway)\b/.test(body)) continue;
    found.push({ location: (match[1] ?? '').trim(), value: /proxy_set_header Host (\S+);/.exec(body)?.[1] ?? null });
  }
  return found;
}

/**
 * What nginx puts in the header for a browser's `Host: <authority>` (nginx.org, ngx_http_core and
 * ngx_http_proxy): $host is the name alone, lower-cased; $http_host the header as sent; no
 * directive means $proxy_host, the upstream's own name.
 */
function nginxHost(value: string | null, authority: string, upstream: string): string {
  if (value === null || value === '$proxy_host') return upstream;
  if (value === '$http_host') return authority;
  if (value === '$host') return (authority.split(':')[0] ?? '').toLowerCase();
  throw new Error(`shell.conf forwards Host as ${value}, which this suite does not know how to evaluate`);
}

let t: TestApp;
beforeAll(async () => {
  // PUBLIC_URL is compose's: a browser at any other address matches only through Host.
  t = await createTestApp({ PUBLIC_URL: 'http://localhost:8080' });
});
afterAll(async () => {
  await t.close();
});

describe("the shell's proxy and the gateway's Origin check", () => {
  it('proxies the API and the gateway files, each forwarding a Host', () => {
    expect(forwardedHosts().map((h) => h.location)).toEqual(expect.arrayContaining(['^~ /_api/', '= /remote-manifest.json']));
  });

  it.each([
    ['another port', '127.0.0.1:8081'],
    ['another name and port', 'game.example:9443'],
    ['the default address', 'localhost:8080'],
  ])('lets a login through at %s', async (_, authority) => {
    for (const { location, value } of forwardedHosts().filter((h) => h.location.includes('/_api/'))) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/_api/auth/login_with_password',
        headers: { origin: `http://${authority}`, host: nginxHost(value, authority, 'identity:8080'), 'content-type': 'application/json' },
        payload: { email: 'nobody@example.com', password: 'Passw0rd!' },
      });
      // 401: the unknown account reached the login itself; 403 would be the Origin check.
      expect([location, res.statusCode]).toEqual([location, 401]);
    }
  });
});
