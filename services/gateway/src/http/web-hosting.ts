import fastifyStatic from '@fastify/static';
import type { Config } from '@il/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SLICES = ['mfe-league', 'mfe-studio', 'mfe-social'] as const;
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

export interface RemoteManifest {
  remotes: Record<string, { entry: string }>;
}

/** The manifest the shell reads at start; a file (a ConfigMap in k8s) overrides the default. */
export function remoteManifest(config: Config): RemoteManifest {
  if (config.remoteManifestFile) return JSON.parse(readFileSync(config.remoteManifestFile, 'utf8')) as RemoteManifest;
  return {
    remotes: Object.fromEntries(SLICES.map((s) => [s, { entry: `${config.remoteBaseUrl}/${s}/${REMOTE_ENTRY_FILE}` }])),
  };
}

/** The shell asks for the manifest in every mode; behind an ingress the gateway still answers it. */
export function registerRemoteManifest(app: FastifyInstance, config: Config): void {
  app.get('/remote-manifest.json', async (_request, reply) => {
    // Read per request: a manifest changed on disk (a ConfigMap update) takes effect without a restart.
    return reply.header('cache-control', 'no-cache').send(remoteManifest(config));
  });
}

/**
 * Embedded mode serves the built shell at / (with the SPA fallback) and each slice under
 * /remotes/<slice>/. Hashed assets are cached for a year; entry points are revalidated so a
 * redeployed slice is picked up on the next load.
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

  const hasShell = existsSync(path.join(shellDist, 'index.html'));
  if (hasShell) {
    void app.register(fastifyStatic, { root: shellDist, prefix: '/', cacheControl: false, setHeaders, wildcard: false, ...(allowedPath ? { allowedPath } : {}) });
  }

  if (!hasShell) return () => null;
  // Read once: the shell's index.html only changes with a deployment, which restarts the server.
  const index = readFileSync(path.join(shellDist, 'index.html'));
  return (request: FastifyRequest) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !url.startsWith('/_api/') && !url.startsWith('/remotes/') && !path.extname(url);
    return isPage ? index : null;
  };
}
