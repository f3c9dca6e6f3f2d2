import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { freePort, REPO_ROOT } from './server';

/**
 * The front door as compose ships it: Debian's nginx with docker/nginx/shell.conf, only its
 * addresses rewritten (every upstream to one gateway bundle, which serves every context and every
 * slice in the embedded mode; the listener to a loopback address that is not localhost, on a port
 * that is not 8080; the shell's files from its build).
 */

// Any 127.x address is the loopback; this one is neither localhost nor the address PUBLIC_URL names.
export const DOOR_HOST = '127.0.0.2';

export function nginxBinary(): { path: string } | { skip: string } {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    const probe = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (probe.status === 0) return { path: candidate };
  }
  return { skip: 'nginx is not installed (apt-get install -y nginx; .ci/run installs it)' };
}

/** The environment of a service in docker-compose.yml, with the files it mounts mapped to the repository's. */
export function composeEnvironment(service: string): Record<string, string> {
  const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, unknown>; volumes?: string[] }>;
  };
  const spec = compose.services[service] ?? {};
  const mounts = new Map((spec.volumes ?? []).map((v) => v.split(':')).map(([from = '', to = '']) => [to, path.join(REPO_ROOT, from)]));
  return Object.fromEntries(Object.entries(spec.environment ?? {}).map(([key, value]) => [key, mounts.get(String(value)) ?? String(value)]));
}

/** shell.conf with its addresses pointed here; everything else (the map, the headers, the locations) as shipped. */
export function localShellConf(conf: string, { listen, backend, web }: { listen: string; backend: string; web: string }): string {
  const rewritten = conf
    .replace(/^(\s*)listen 8080;/m, `$1listen ${listen};`)
    .replace(/^(upstream \S+\s*\{\s*server )[\w-]+:8080;/gm, `$1${backend};`)
    .replace(/proxy_pass http:\/\/mfe-[\w-]+:8080;/g, `proxy_pass http://${backend};`)
    .replace(/^(\s*)root \S+;/m, `$1root ${web};`);
  if (!rewritten.includes(`listen ${listen};`) || /server [\w-]+:8080;/.test(rewritten)) {
    throw new Error('shell.conf changed shape: this suite no longer knows where its addresses are');
  }
  return rewritten;
}

export interface FrontDoor {
  /** The origin players use: http://127.0.0.2:<port>. */
  url: string;
  /** nginx's output and the tail of its error log. */
  logs(): string;
  stop(): Promise<void>;
}

async function until(what: string, ready: () => Promise<boolean>, door: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (door.exitCode !== null) throw new Error(`${what}: nginx exited with ${door.exitCode}:\n${logs()}`);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${what} never became ready:\n${logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts nginx in front of the gateway at `backendPort`, serving the shell's files from `web`
 * (the shell's build, or any folder with an index.html), and waits until it answers.
 */
export async function startFrontDoor(nginx: string, { backendPort, web }: { backendPort: number; web: string }): Promise<FrontDoor> {
  const base = mkdtempSync(path.join(os.tmpdir(), 'il-front-door-'));
  // nginx's workers run as an unprivileged user when started as root: its temporary files go here.
  chmodSync(base, 0o777);
  const port = await freePort();
  const url = `http://${DOOR_HOST}:${port}`;
  const shell = localShellConf(readFileSync(path.join(REPO_ROOT, 'docker', 'nginx', 'shell.conf'), 'utf8'), {
    listen: `${DOOR_HOST}:${port}`,
    backend: `127.0.0.1:${backendPort}`,
    web,
  });
  writeFileSync(path.join(base, 'shell.conf'), shell);
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(base, `${kind}-temp`));
  // What the nginx image's own nginx.conf gives the shipped file: an http block around it, with its MIME types.
  writeFileSync(
    path.join(base, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${base}/nginx.pid;`,
      `error_log ${base}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${base}/${kind}-temp;`),
      `  include ${base}/shell.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  let output = '';
  const door = spawn(nginx, ['-p', base, '-c', path.join(base, 'nginx.conf'), '-e', path.join(base, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  door.stdout?.on('data', collect);
  door.stderr?.on('data', collect);
  const logs = () => {
    let errors = '';
    try {
      errors = readFileSync(path.join(base, 'error.log'), 'utf8').slice(-5000);
    } catch {
      // not written yet
    }
    return `${output}\n${errors}`;
  };
  const stop = async () => {
    if (door.exitCode === null) {
      const exited = new Promise((resolve) => door.once('exit', resolve));
      door.kill('SIGTERM');
      await exited;
    }
    rmSync(base, { recursive: true, force: true });
  };
  try {
    await until('nginx', () => fetch(`${url}/healthz`).then((r) => r.ok, () => false), door, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, logs, stop };
}
