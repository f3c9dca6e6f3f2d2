import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, createTestApp } from '../../services/gateway/test/support/test-app';

/**
 * The server image keeps no tsx, so its operator commands are bundles. This suite builds them and
 * runs them from a folder holding only what docker/Dockerfile copies into the image (package.json,
 * node_modules, the dist folders it names) on an embedded data folder: a replay of a read model
 * and an admin grant, each as an operator would run it there.
 */

const root = path.resolve(__dirname, '..', '..');
let base: string;
let app: string;
let dataDir: string;

/** The dist folders the server stage copies (COPY --from=build /app/dist/<x> ./dist/<x>). */
function imageFolders(): string[] {
  const dockerfile = readFileSync(path.join(root, 'docker', 'Dockerfile'), 'utf8');
  const stage = /^FROM \S+ AS server$([\s\S]*?)(?=^FROM )/m.exec(dockerfile)?.[1] ?? '';
  return [...stage.matchAll(/^COPY --from=build \/app\/(dist\/\S+) \.\/\1$/gm)].map((m) => m[1] ?? '');
}

const run = (file: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--enable-source-maps', file, ...args], {
    cwd: app,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 120_000,
  });

beforeAll(async () => {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.cjs')], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build-server failed:\n${built.stdout}\n${built.stderr}`);
  base = mkdtempSync(path.join(os.tmpdir(), 'il-operator-'));
  app = path.join(base, 'app');
  mkdirSync(app);
  cpSync(path.join(root, 'package.json'), path.join(app, 'package.json'));
  for (const folder of imageFolders()) cpSync(path.join(root, folder), path.join(app, folder), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(app, 'node_modules'), 'dir');

  // A stopped server's data folder, with a player in it.
  const t = await createTestApp();
  dataDir = t.dataDir;
  expect((await new Client(t.app).register('kim@example.com', 'Kim')).status).toBe(200);
  await t.app.close();
  await t.runtime.close();
}, 180_000);

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('copies the operator commands into the image', () => {
  expect(imageFolders()).toEqual(expect.arrayContaining(['dist/server', 'dist/scripts']));
});

it('prints the replay usage and answers 0 when asked', () => {
  const help = run('dist/scripts/replay.cjs', '--help');
  expect([help.status, help.stdout]).toEqual([0, expect.stringContaining('node dist/scripts/replay.cjs')]);
});

it('rebuilds a read model from the image files', () => {
  const replay = run('dist/scripts/replay.cjs', 'users');
  // The progress bar and its last line go to stderr.
  expect([replay.status, replay.stderr]).toEqual([0, expect.stringMatching(/users: \d+ events up to position \d+ .*now serving generation \d+/)]);
  const listed = run('dist/scripts/replay.cjs', '--list');
  expect(listed.stdout).toMatch(/^users: .*#\d+/m);
});

it('grants an admin from the image files', () => {
  const grant = run('dist/scripts/admin.cjs', 'grant', 'kim@example.com');
  expect([grant.status, grant.stdout.trim()]).toEqual([0, expect.stringMatching(/^kim@example\.com \(user \d+\) is now an admin\.$/)]);
});
