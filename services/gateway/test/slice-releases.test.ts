import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { GatewayMetrics } from '../src/observability/metrics';
import { publish, rollback, startCanary } from '../src/releases/channel-steps';
import { canaryBucket } from '../src/releases/live-manifest';
import { chunkGlobalPlaceholder, ReleaseStore } from '../src/releases/release-store';
import { Client, createTestApp, type TestApp } from './support/test-app';

/** /remote-manifest.json and /releases/: what each player is served of each slice's releases. */
const at = '2026-12-02T05:00:00.000Z';
let root: string;
let releasesDir: string;
let t: TestApp;
let web: FastifyInstance;
let store: ReleaseStore;

/** A slice build folder as packages/ui/build writes it: an entry, a chunk and build-info.json. */
function build(text: string, shared: Record<string, { version: string; requiredVersion: string }> = { react: { version: '19.3.1', requiredVersion: '^19.2.0' } }): string {
  const dir = mkdtempSync(path.join(root, 'build-'));
  const global = chunkGlobalPlaceholder('mfe_social');
  writeFileSync(path.join(dir, 'remoteEntry.js'), `self.${global}=[];/*${text}*/`);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, '12.0123abcd.js'), `(self.${global}||[]).push([[12],{}]);"${text}"`);
  writeFileSync(path.join(dir, 'assets', 'x.0123abcd.css'), 'a{color:red}');
  writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ slice: 'mfe-social', builtAt: new Date().toISOString(), shared, contracts: '0.1.0', calls: ['feed', 'likePost'] }));
  return dir;
}

async function manifestFor(cookie?: string) {
  const answer = await t.app.inject({ method: 'GET', url: '/remote-manifest.json', headers: cookie ? { cookie } : {} });
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json().remotes['mfe-social'] as { entry: string; release?: string; requires?: { shared: Record<string, string>; contracts: string } };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'il-releases-'));
  releasesDir = path.join(root, 'releases');
  t = await createTestApp({ SLICE_RELEASES_DIR: releasesDir, WEB_DIST_DIR: root });
  web = await buildApp(t.deps, { serveWeb: true, metrics: new GatewayMetrics() });
  store = new ReleaseStore(releasesDir);
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('slice releases', () => {
  let first: string;
  let second: string;

  it('serves the build folder while a slice has no release, then its newest recorded release', async () => {
    expect(await manifestFor()).toEqual({ entry: '/remotes/mfe-social/remoteEntry.js' });
    first = store.record('mfe-social', build('one')).info.release;
    expect(await manifestFor()).toEqual({
      entry: `/releases/mfe-social/${first}/remoteEntry.js`,
      release: first,
      requires: { shared: { react: '^19.2.0' }, contracts: '0.1.0' },
    });
    second = store.record('mfe-social', build('two')).info.release;
    expect(second).not.toBe(first);
    expect((await manifestFor()).release).toBe(second);
  });

  it('records the same build twice as one release, and never touches a recorded one', () => {
    const again = store.record('mfe-social', build('one'));
    expect(again).toMatchObject({ created: false, info: { release: first } });
    expect(store.list('mfe-social').map((r) => r.release).sort()).toEqual([first, second].sort());
  });

  it('gives each release its own chunk registry in every script', () => {
    const entry = readFileSync(path.join(releasesDir, 'mfe-social', first, 'remoteEntry.js'), 'utf8');
    expect(entry).toContain(`ilChunks_mfe_social_${first}`);
    expect(entry).not.toContain(chunkGlobalPlaceholder('mfe_social'));
    expect(readFileSync(path.join(releasesDir, 'mfe-social', first, '12.0123abcd.js'), 'utf8')).toContain(`ilChunks_mfe_social_${first}`);
  });

  it('serves every file of a release as immutable, and neither the channel nor anything outside a release', async () => {
    store.writeChannel('mfe-social', { current: first, canary: null, history: [] });
    for (const file of ['remoteEntry.js', '12.0123abcd.js', 'assets/x.0123abcd.css']) {
      const answer = await web.inject({ method: 'GET', url: `/releases/mfe-social/${first}/${file}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await web.inject({ method: 'GET', url: '/releases/mfe-social/channel.json' })).statusCode).toBe(404);
    expect((await web.inject({ method: 'GET', url: '/releases/mfe-other/x/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('switches every player at once on publish and on rollback', async () => {
    store.writeChannel('mfe-social', { current: null, canary: null, history: [] });
    const published = publish(store.channel('mfe-social'), first, at);
    if (!published.ok) throw new Error(published.error);
    store.writeChannel('mfe-social', published.channel);
    expect((await manifestFor()).release).toBe(first);
    const next = publish(store.channel('mfe-social'), second, at);
    if (!next.ok) throw new Error(next.error);
    store.writeChannel('mfe-social', next.channel);
    expect((await manifestFor('il_browser=someone')).release).toBe(second);
    const back = rollback(store.channel('mfe-social'), at);
    if (!back.ok) throw new Error(back.error);
    store.writeChannel('mfe-social', back.channel);
    expect((await manifestFor('il_browser=someone')).release).toBe(first);
  });

  it('serves a canary to its share of players, the same release to the same player every time', async () => {
    const canary = startCanary(store.channel('mfe-social'), second, 30, at);
    if (!canary.ok) throw new Error(canary.error);
    store.writeChannel('mfe-social', canary.channel);
    const browsers = Array.from({ length: 40 }, (_, i) => `browser-${i}`);
    const got = await Promise.all(browsers.map(async (b) => (await manifestFor(`il_browser=${b}`)).release));
    const inCanary = browsers.filter((b) => canaryBucket('mfe-social', `browser:${b}`) < 30);
    expect(inCanary.length).toBeGreaterThan(0);
    expect(inCanary.length).toBeLessThan(browsers.length);
    browsers.forEach((b, i) => expect(got[i]).toBe(inCanary.includes(b) ? second : first));
    // Sticky: the same answer on every later load.
    for (const b of browsers.slice(0, 10)) expect((await manifestFor(`il_browser=${b}`)).release).toBe(got[browsers.indexOf(b)]);
    // Without any id there is no place in a canary: the current release.
    expect((await manifestFor()).release).toBe(first);
  });

  it('places a signed-in player by their id, whatever browser they use', async () => {
    const player = new Client(t.app);
    const registered = await player.register('canary-player@example.com', 'Canary Player');
    expect(registered.status).toBe(200);
    const { body } = await player.get('/_api/auth/session');
    const id = (body as { user: { id: number | string } }).user.id;
    const expected = canaryBucket('mfe-social', `player:${id}`) < 30 ? second : first;
    for (const browser of ['a', 'b', 'c']) expect((await manifestFor(`${player.cookie}; il_browser=${browser}`)).release).toBe(expected);
  });

  it('keeps the newest releases and the live ones when pruning', () => {
    const third = store.record('mfe-social', build('three'), new Date(Date.now() + 1000)).info.release;
    const fourth = store.record('mfe-social', build('four'), new Date(Date.now() + 2000)).info.release;
    expect(store.prune('mfe-social', 1)).toEqual([third]);
    expect(existsSync(path.join(releasesDir, 'mfe-social', fourth))).toBe(true);
    expect(existsSync(path.join(releasesDir, 'mfe-social', first))).toBe(true);
    expect(existsSync(path.join(releasesDir, 'mfe-social', second))).toBe(true);
    expect(existsSync(path.join(releasesDir, 'mfe-social', third))).toBe(false);
  });
});

describe('the content security policy', () => {
  let manifestFile: string;
  let app: TestApp;
  beforeAll(async () => {
    manifestFile = path.join(root, 'manifest.json');
    writeFileSync(manifestFile, JSON.stringify({ remotes: { 'mfe-social': { entry: 'http://localhost:4555/mfe-social/remoteEntry.js' } } }));
    app = await createTestApp({ REMOTE_MANIFEST_FILE: manifestFile });
  });
  afterAll(() => app.close());

  const policy = async () => String((await app.app.inject({ method: 'GET', url: '/remote-manifest.json' })).headers['content-security-policy']);
  const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));

  it('allows the scripts, styles and calls of the origins the manifest names, and follows it as it changes', async () => {
    const before = await policy();
    for (const name of ['script-src', 'style-src', 'connect-src']) expect(directive(before, name)).toContain('http://localhost:4555');
    writeFileSync(manifestFile, JSON.stringify({ remotes: { 'mfe-social': { entry: 'http://127.0.0.1:4666/social/v2/remoteEntry.js' }, 'mfe-league': { entry: '/remotes/mfe-league/remoteEntry.js' } } }));
    const after = await policy();
    for (const name of ['script-src', 'style-src', 'connect-src']) {
      expect(directive(after, name)).toContain('http://127.0.0.1:4666');
      expect(directive(after, name)).not.toContain('http://localhost:4555');
    }
    expect(directive(after, 'img-src')).not.toContain('4666');
  });
});

describe('slice reports', () => {
  const reportsOf = (body: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/_api/client/slice-reports', payload: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' }, remoteAddress: ip });

  it('counts loads and failures per slice and release on /metrics', async () => {
    const release = 'abcdefabcdefabcd';
    const answer = await reportsOf({
      reports: [
        { slice: 'mfe-social', release, kind: 'loaded' },
        { slice: 'mfe-social', release, kind: 'render-error', message: 'feed exploded' },
        { slice: 'mfe-league', release: null, kind: 'load-failed', message: 'network down' },
      ],
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ ok: true });
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics?process=this' })).body;
    expect(metrics).toContain(`il_slice_reports_total{slice="mfe-social",release="${release}",kind="loaded"} 1`);
    expect(metrics).toContain(`il_slice_reports_total{slice="mfe-social",release="${release}",kind="render-error"} 1`);
    expect(metrics).toContain('il_slice_reports_total{slice="mfe-league",release="build",kind="load-failed"} 1');
  });

  it.each([
    [{ reports: [] }],
    [{ reports: [{ slice: 'mfe-other', release: null, kind: 'loaded' }] }],
    [{ reports: [{ slice: 'mfe-social', release: 'not-a-release', kind: 'loaded' }] }],
    [{ reports: [{ slice: 'mfe-social', release: null, kind: 'exploded' }] }],
    [{ reports: [{ slice: 'mfe-social', release: null, kind: 'loaded', message: 'x'.repeat(301) }] }],
    [{ reports: Array.from({ length: 11 }, () => ({ slice: 'mfe-social', release: null, kind: 'loaded' })) }],
  ])('refuses %j with a 400 and its reason', async (body) => {
    const answer = await reportsOf(body, '10.0.0.2');
    expect(answer.statusCode).toBe(400);
    expect(typeof answer.json().error).toBe('string');
  });

  it('limits each client to 60 report requests a minute', async () => {
    const one = { reports: [{ slice: 'mfe-studio', release: null, kind: 'loaded' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await reportsOf(one, '10.0.0.3')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await reportsOf(one, '10.0.0.4')).statusCode).toBe(202);
  });
});
