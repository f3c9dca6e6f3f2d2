import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXIT_NO_DOCKER } from '../distributed-check';

/**
 * Where no Docker engine answers, the rehearsal says so and exits with its own status, without
 * building or starting anything. A stand-in `docker` on the PATH answers as a client with no
 * engine does, and notes how it was called.
 */

const root = path.resolve(__dirname, '..', '..');

describe('npm run distributed:check without a Docker engine', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'il-check-'));
    writeFileSync(
      path.join(dir, 'docker'),
      `#!/bin/sh\necho "$@" >> "${path.join(dir, 'calls')}"\necho "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?" >&2\nexit 1\n`,
    );
    chmodSync(path.join(dir, 'docker'), 0o755);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('says it needs Docker and exits with its own status, having run nothing', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'distributed-check.ts')], {
      cwd: root,
      env: { ...process.env, PATH: `${dir}${path.delimiter}${process.env.PATH ?? ''}` },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(EXIT_NO_DOCKER).toBe(3);
    expect([run.status, run.stderr.trim()]).toEqual([EXIT_NO_DOCKER, expect.stringContaining('needs a running Docker engine')]);
    expect(run.stderr).toContain('Cannot connect to the Docker daemon');
    expect(readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n')).toEqual([expect.stringMatching(/^info/)]);
  });
});
