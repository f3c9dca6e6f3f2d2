import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

import * as check from '../runtime-check.cjs';

const root = path.resolve(__dirname, '..', '..');
const abiError = new Error(
  "The module 'better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 137.",
);

describe('the runtime check', () => {
  it('reads the pinned release from package.json', () => {
    expect(check.pinnedNode()).toBe(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim());
  });

  it('finds nothing wrong with the Node the tests run on', () => {
    expect(check.runtimeProblems()).toEqual([]);
    expect(check.runtimeRefusal()).toBeNull();
    expect(check.assertRuntime()).toContain(process.version);
  });

  it('refuses an older Node without loading any addon (one could crash it)', () => {
    const load = jest.fn();
    const problems = check.runtimeProblems([{ name: 'better-sqlite3', load }], '24.22.3', 'v20.20.2');
    expect(problems).toEqual(['v20.20.2 is older than the Node 24 line the project runs on (24.22.3); its addons need it']);
    expect(load).not.toHaveBeenCalled();
  });

  it('names an addon compiled for another ABI, and one that does not load at all', () => {
    const problems = check.runtimeProblems(
      [
        { name: 'better-sqlite3', load: () => { throw abiError; } },
        { name: 'argon2', load: () => { throw new Error('Cannot find module argon2'); } },
        { name: 'another', load: () => undefined },
      ],
      process.version.slice(1),
      process.version,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^better-sqlite3 was compiled for another Node \(this is v[\d.]+, ABI \d+\): The module/),
      'argon2 does not load: Cannot find module argon2',
    ]);
    expect(check.isAbiMismatch(abiError)).toBe(true);
    expect(check.isAbiMismatch(new Error('Cannot find module argon2'))).toBe(false);
  });

  it('says what to run: the project\'s Node where it is installed and another runs, else a rebuild', () => {
    expect(check.remedy(`${process.version.slice(1)}-other`, true)).toMatch(/puts the project's Node .* first, or with node_modules\/\.bin\/node/);
    expect(check.remedy(process.version.slice(1), true)).toContain(check.REBUILD);
    expect(check.remedy(`${process.version.slice(1)}-other`, false)).toContain(check.REBUILD);
  });

  it('stops npm start on a Node older than the pin, saying why and what to run', () => {
    const older = '/usr/bin/node';
    const version = fs.existsSync(older) ? spawnSync(older, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() : '';
    if (!version || Number(version.split('.')[0]) >= Number(process.versions.node.split('.')[0])) {
      console.log(`no Node older than ${process.version} at ${older}: the refusal of an older one is covered by the case above only`);
      return;
    }
    const run = spawnSync(older, [path.join(root, 'scripts', 'start.cjs')], {
      encoding: 'utf8',
      env: { ...process.env, WORKERS: '2', PORT: '0' },
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`This Node cannot run the game: Node v${version}`);
    expect(run.stderr).toContain("puts the project's Node");
  });
});
