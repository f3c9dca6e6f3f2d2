import { existsSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const LongestFirst = require('./sequencer.cjs') as new (options: unknown) => { sort(tests: FakeTest[]): FakeTest[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SUITE_SECONDS } = require('./suite-seconds.cjs') as { SUITE_SECONDS: Record<string, number> };

interface FakeTest {
  path: string;
  context: { config: { cache: boolean; cacheDirectory: string; id: string }; hasteFS: { getSize(file: string): number } };
}

const root = path.resolve(__dirname, '..', '..');

/** Suites as jest hands them to a sequencer on a machine with no timings: a path and its file size. */
function suites(sizes: Record<string, number>): FakeTest[] {
  const context = { config: { cache: false, cacheDirectory: '', id: 'unit' }, hasteFS: { getSize: (file: string) => sizes[path.relative(root, file)] ?? 0 } };
  return Object.keys(sizes).map((file) => ({ path: path.join(root, file), context }));
}

describe('the order suites start in', () => {
  it('puts the longest known suites first, then the others by size, on a machine with no timings', () => {
    const known = Object.entries(SUITE_SECONDS).sort(([, a], [, b]) => b - a);
    const [longest, shorter] = [known[0]![0], known.at(-1)![0]];
    const order = new LongestFirst({}).sort(suites({ 'a/new-big.test.ts': 90_000, [shorter]: 10, 'a/new-small.test.ts': 100, [longest]: 20 }));
    expect(order.map((test) => path.relative(root, test.path))).toEqual([longest, shorter, 'a/new-big.test.ts', 'a/new-small.test.ts']);
  });

  it('names only suites that exist', () => {
    expect(Object.keys(SUITE_SECONDS).filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
