import { parseArgs } from 'node:util';
import type { Until } from '@il/platform';

export const USAGE = `usage: npm run replay -- <projection>... | --all [options]
       node dist/scripts/replay.cjs <projection>... | --all [options]   (from the server image)

Rebuilds read models from position 0 into a fresh copy, then switches readers over to it.
The server may keep running meanwhile; its projections continue on the new copy.

options:
  --all                 every projection
  --data-dir DIR        data directory of the embedded mode (default: $DATA_DIR or ./data)
  --until VALUE         build a historical copy up to a position (a number) or a date (ISO-8601)
                        instead of switching; kept beside the live model
  --copy NAME           name of that historical copy (default: as-of-VALUE); an older copy of
                        the same name is replaced
  --batch-size N        events per write transaction (default 20000)
  --list                show each projection's copies and checkpoints, change nothing`;

export interface ReplayArgs {
  projections: string[] | 'all';
  dataDir: string | null;
  until: Until | null;
  copy: string | null;
  batchSize: number;
  list: boolean;
}

export function parseUntil(value: string): Until {
  if (/^\d+$/.test(value)) return { position: Number(value) };
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`--until wants a position or an ISO-8601 date, not "${value}"`);
  return { at: new Date(time).toISOString() };
}

export function parseReplayArgs(argv: string[]): ReplayArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      all: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      until: { type: 'string' },
      copy: { type: 'string' },
      'batch-size': { type: 'string' },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) throw new Error(USAGE);
  if (!values.list && values.all === positionals.length > 0) {
    throw new Error('Name the projections to rebuild, or pass --all (not both).');
  }
  if (values.copy !== undefined && values.until === undefined) throw new Error('--copy goes with --until.');
  const batchSize = Number(values['batch-size'] ?? 20_000);
  if (!Number.isInteger(batchSize) || batchSize <= 0) throw new Error('--batch-size wants a positive integer.');
  return {
    projections: values.all ? 'all' : positionals,
    dataDir: values['data-dir'] ?? null,
    until: values.until === undefined ? null : parseUntil(values.until),
    copy: values.until === undefined ? null : (values.copy ?? `as-of-${values.until}`),
    batchSize,
    list: values.list,
  };
}
