// Operator command: puts a backup of `npm run backup` back as the embedded mode's data, with the
// server stopped.
//   npm run restore -- <backup folder>
// The files it replaces are moved aside into DATA_DIR/replaced-<UTC time>/, not deleted.
// docs/operations.md, "Backups".
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, rebuildReadModelsAheadOfLog } from '@il/platform';
import { projections } from '@il/projections';
import { openEventStore, openReadStore } from '@il/gateway';
import { checkDatabase } from './backup/sqlite-copy';
import { exitWith } from './exit-with';

const USAGE = 'usage: npm run restore -- <backup folder>   (the server stopped; docs/operations.md, "Backups")';
const FILES = ['events.db', 'read.db'];
/** A file's write-ahead log and index: a restored file must not meet the old file's. */
const COMPANIONS = ['', '-wal', '-shm'];

async function main(argv: string[]): Promise<number> {
  const [source] = argv;
  if (!source || argv.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.mode !== 'embedded') {
    console.error('npm run restore puts back the embedded mode\'s SQLite files; the distributed mode\'s engines restore their own.');
    return 2;
  }
  const folder = path.resolve(source);
  for (const name of FILES) {
    const file = path.join(folder, name);
    if (!existsSync(file)) {
      console.error(`${folder} holds no ${name}: not a backup of npm run backup.`);
      return 2;
    }
    const check = checkDatabase(file);
    if (check !== 'ok') {
      console.error(`${file} is damaged (SQLite's check: ${check}); nothing was changed.`);
      return 1;
    }
  }
  mkdirSync(config.dataDir, { recursive: true });
  const aside = path.join(config.dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  for (const name of FILES) {
    for (const suffix of COMPANIONS) {
      const current = path.join(config.dataDir, name + suffix);
      if (!existsSync(current)) continue;
      mkdirSync(aside, { recursive: true });
      renameSync(current, path.join(aside, name + suffix));
    }
    copyFileSync(path.join(folder, name), path.join(config.dataDir, name));
  }
  if (existsSync(aside)) console.log(`The files it replaced are in ${aside}.`);

  // A backup of npm run backup never has read models ahead of its log; two files from different
  // backups, or copied by hand, may. Those are rebuilt now rather than at the next start.
  const eventStore = openEventStore(config);
  const readStore = openReadStore(config);
  try {
    const ahead = await rebuildReadModelsAheadOfLog(eventStore, readStore, projections);
    const head = await eventStore.headPosition();
    for (const found of ahead) console.log(`${found.projection} was ahead of the log (checkpoint ${found.checkpoint}, log head ${found.head}): rebuilt from the log.`);
    let behind = 0;
    for (const { name } of projections) behind = Math.max(behind, head - (await readStore.getCheckpoint(name)));
    console.log(
      `Restored ${folder} into ${config.dataDir}: the log ends at position ${head}; the read models are at most ${behind} events behind it ` +
        'and catch up when the server starts (npm start).',
    );
  } finally {
    await readStore.close();
    await eventStore.close();
  }
  return 0;
}

exitWith(main(process.argv.slice(2)));
