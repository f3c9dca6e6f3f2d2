import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './server';

/** `npm run slice -- <args>` as a team runs it, against the release folder given. */
export function sliceCommand(releasesDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/slice.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, SLICE_RELEASES_DIR: releasesDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The release id a `record` printed. */
export function recordedId(output: string): string {
  const id = /\b([0-9a-f]{16})\b/.exec(output)?.[1];
  if (!id) throw new Error(`No release id in: ${output}`);
  return id;
}

/**
 * A build of a slice as a team's next change would give: the built `dist/` copied with texts of
 * its screens changed (and, to play a build made against other versions, its build info), in a
 * folder of its own. Building the slice three times over would take a minute each.
 */
export function changedBuild(slice: string, texts: Array<[string, string]>, buildInfo: (info: Record<string, unknown>) => Record<string, unknown> = (i) => i): string {
  const dir = mkdtempSync(path.join(tmpdir(), `il-${slice}-build-`));
  cpSync(path.join(REPO_ROOT, slice, 'dist'), dir, { recursive: true });
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const full = path.join(dir, file);
    let text = readFileSync(full, 'utf8');
    for (const [from, to] of texts) text = text.split(from).join(to);
    writeFileSync(full, text);
  }
  const infoFile = path.join(dir, 'build-info.json');
  writeFileSync(infoFile, JSON.stringify(buildInfo(JSON.parse(readFileSync(infoFile, 'utf8')) as Record<string, unknown>), null, 2));
  return dir;
}

/** A static host on a port of its own (another origin, as a CDN would be), serving one folder. */
export async function staticHost(root: string): Promise<{ origin: string; served: string[]; close: () => Promise<void> }> {
  const { createServer } = await import('node:http');
  const { freePort } = await import('./server');
  const port = await freePort();
  const served: string[] = [];
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const file = path.join(root, path.normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')));
    if (!file.startsWith(root)) return void response.writeHead(404).end();
    try {
      const body = readFileSync(file);
      served.push(path.relative(root, file));
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, served, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
