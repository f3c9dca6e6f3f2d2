// Operator command: a consistent copy of the embedded mode's data while the server runs.
//   npm run backup                  into backups/<UTC time>/
//   npm run backup -- <folder>      into that folder (created; must not hold a backup yet)
// docs/operations.md, "Backups".
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@il/platform';
import { copyDatabase } from './backup/sqlite-copy';
import { exitWith } from './exit-with';

async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  if (config.mode !== 'embedded') {
    console.error('npm run backup copies the embedded mode\'s SQLite files; the distributed mode\'s engines have backups of their own.');
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = path.resolve(argv[0] ?? path.join('backups', stamp));
  for (const name of ['events.db', 'read.db']) {
    if (existsSync(path.join(folder, name))) {
      console.error(`${folder} already holds ${name}; name another folder.`);
      return 2;
    }
  }
  mkdirSync(folder, { recursive: true });
  // read.db first: its read models then have applied no more than the log held at that moment,
  // and the log copied afterwards holds at least as much. A copy with read.db ahead of events.db
  // would show nothing of the events the server appends after a restore.
  const started = Date.now();
  const read = await copyDatabase(path.join(config.dataDir, 'read.db'), path.join(folder, 'read.db'));
  const events = await copyDatabase(path.join(config.dataDir, 'events.db'), path.join(folder, 'events.db'));
  console.log(
    `Backed up ${config.dataDir} into ${folder} (events.db ${events.pages} pages, read.db ${read.pages} pages) in ${((Date.now() - started) / 1000).toFixed(1)} s.\n` +
      `Restore it with: npm run restore -- ${folder}`,
  );
  return 0;
}

exitWith(main(process.argv.slice(2)));
