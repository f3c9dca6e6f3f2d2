// The Node flags of every counted process: npm start's server flags (scripts/server-flags.cjs),
// and none of V8's choices left to timing or chance: no background threads (compiling and
// collecting happen on the counted thread, in the same order every run), fixed hash and random
// seeds, and no memory reducer (which answers an idle second with a full collection).
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const { serverExecArgv } = require('../../server-flags.cjs') as { serverExecArgv: (execArgv: string[], nodeOptions?: string) => string[] };

export const DETERMINISM_FLAGS = ['--single-threaded', '--hash-seed=1', '--random-seed=1', '--no-memory-reducer'];

export function nodeFlags(extra = process.env.NODE_FLAGS): string[] {
  return serverExecArgv([...DETERMINISM_FLAGS, ...(extra ?? '').split(/\s+/).filter(Boolean)]);
}
