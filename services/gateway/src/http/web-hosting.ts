import fastifyStatic from '@fastify/static';
import type { Config } from '@il/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { entryOf, releaseFor, type ManifestEntry } from '../releases/live-manifest';
import { isReleaseId, ReleaseStore } from '../releases/release-store';
import { releasesDir, SLICES } from '../releases';
import { BROWSER_COOKIE } from './session-cookie';
import { cookieValue } from './session-token';

export { SLICES };
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Where the gateway serves recorded slice releases (embedded mode). */
export const RELEASES_URL = '/releases';

export interface RemoteManifest {
  remotes: Record<string, ManifestEntry>;
}

const stores = new Map<string, ReleaseStore>();
export function releaseStoreOf(config: Config): ReleaseStore {
  const dir = releasesDir(config);
  let store = stores.get(dir);
  if (!store) {
    store = new ReleaseStore(dir);
    stores.set(dir, store);
  }
  return store;
}

let fileCache: { file: string; mtimeMs: number; size: number; manifest: RemoteManifest } | undefined;

/** A manifest file, re-read only when it changed on disk (a ConfigMap update needs no restart). */
function manifestFile(file: string): RemoteManifest {
  const stat = statSync(file);
  if (fileCache && fileCache.file === file && fileCache.mtimeMs === stat.mtimeMs && fileCache.size === stat.size) return fileCache.manifest;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as RemoteManifest;
  fileCache = { file, mtimeMs: stat.mtimeMs, size: stat.size, manifest };
  return manifest;
}

/**
 * The manifest a player gets. A file (a ConfigMap in k8s) names every entry itself; otherwise
 * each slice's live release for this player (its channel: current or canary), or its build folder
 * while it has no recorded release.
 */
export function remoteManifest(config: Config, playerKey: string | null = null): RemoteManifest {
  if (config.remoteManifestFile) return manifestFile(config.remoteManifestFile);
  const store = releaseStoreOf(config);
  return {
    remotes: Object.fromEntries(
      SLICES.map((s) => {
        const release = releaseFor(store, s, playerKey);
        return [s, release ? entryOf(RELEASES_URL, release) : { entry: `${config.remoteBaseUrl}/${s}/${REMOTE_ENTRY_FILE}` }];
      }),
    ),
  };
}

/** The shell asks for the manifest in every mode; behind an ingress the gateway still answers it. */
export function registerRemoteManifest(app: FastifyInstance, config: Config): void {
  app.get('/remote-manifest.json', async (request, reply) => {
    // The canary is sticky per player: a signed-in player by their id, anyone else by the browser's id.
    const user = request.auth?.user;
    const browser = cookieValue(request.headers.cookie, BROWSER_COOKIE);
    const playerKey = user ? `player:${user.id}` : browser ? `browser:${browser}` : null;
    return reply.header('cache-control', 'no-store').send(remoteManifest(config, playerKey));
  });
}

/**
 * Embedded mode serves the built shell at / (with the SPA fallback), each slice's recorded
 * releases under /releases/<slice>/<id>/ (immutable, all of it) and each slice's build folder under
 * /remotes/<slice>/ (for a slice with no release yet). Hashed assets are cached for a year; the
 * build folder's remoteEntry.js is revalidated.
 */
export function registerWebHosting(app: FastifyInstance, config: Config): (request: FastifyRequest) => Buffer | null {
  const root = path.resolve(config.webDistDir ?? '.');
  const shellDist = path.join(root, 'shell', 'dist');

  // A source map holds a slice's whole source: a build keeps them beside the bundles, for the
  // team's own debugging, but a production server does not hand them out.
  const allowedPath = config.production ? (pathName: string) => !pathName.endsWith('.map') : undefined;
  const setHeaders = (reply: FastifyReply, file: string) => {
    const hashed = /\.[0-9a-f]{8,}\./.test(path.basename(file));
    void reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  };

  for (const slice of SLICES) {
    const dist = path.join(root, slice, 'dist');
    if (!existsSync(dist)) continue;
    void app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${slice}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders,
      ...(allowedPath ? { allowedPath } : {}),
    });
  }

  // Every file of a release is immutable, remoteEntry.js included: its path names the release.
  const store = releasesDir(config);
  if (hasReleaseStore(store)) void app.register(fastifyStatic, {
    root: store,
    prefix: `${RELEASES_URL}/`,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => void reply.header('cache-control', 'public, max-age=31536000, immutable'),
    // Only inside a recorded release: never a channel, nor a release still being copied.
    allowedPath: (pathName: string) => {
      const [, slice, release] = pathName.split('/');
      return SLICES.includes(slice as (typeof SLICES)[number]) && isReleaseId(release ?? '') && !(allowedPath && !allowedPath(pathName));
    },
  });

  const hasShell = existsSync(path.join(shellDist, 'index.html'));
  if (hasShell) {
    void app.register(fastifyStatic, { root: shellDist, prefix: '/', cacheControl: false, setHeaders, wildcard: false, ...(allowedPath ? { allowedPath } : {}) });
  }

  if (!hasShell) return () => null;
  // Read once: the shell's index.html only changes with a deployment, which restarts the server.
  const index = readFileSync(path.join(shellDist, 'index.html'));
  return (request: FastifyRequest) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !url.startsWith('/_api/') && !url.startsWith('/remotes/') && !url.startsWith(`${RELEASES_URL}/`) && !path.extname(url);
    return isPage ? index : null;
  };
}

/**
 * The release folder, made if it can be: releases recorded while the server runs are served
 * without a restart. Over a read-only app folder (the server image, as a non-root user) there is
 * none to make, and the slices come from their build folders.
 */
function hasReleaseStore(store: string): boolean {
  try {
    mkdirSync(store, { recursive: true });
  } catch {
    return existsSync(store);
  }
  return true;
}
