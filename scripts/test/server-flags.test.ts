import { OLD_GENERATION_GROWTH_PERCENT, serverExecArgv, YOUNG_GENERATION_MB } from '../server-flags.cjs';

const young = `--max-semi-space-size=${YOUNG_GENERATION_MB}`;
const growth = `--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`;

describe("the flags of npm start's server processes", () => {
  it('give each a larger young generation and fewer full collections', () => {
    expect(YOUNG_GENERATION_MB).toBeGreaterThan(16);
    expect(OLD_GENERATION_GROWTH_PERCENT).toBeGreaterThan(0);
    expect(serverExecArgv([])).toEqual([young, growth]);
    expect(serverExecArgv(['--enable-source-maps'], '--max-old-space-size=4096')).toEqual(['--enable-source-maps', young, growth]);
  });

  it("keep the operator's own sizes, from node's flags or NODE_OPTIONS, each on its own", () => {
    expect(serverExecArgv(['--max-semi-space-size=32'])).toEqual(['--max-semi-space-size=32', growth]);
    expect(serverExecArgv(['--cpu-prof'], '--max-old-space-size=4096 --max-semi-space-size=8')).toEqual(['--cpu-prof', growth]);
    expect(serverExecArgv(['--heap-growing-percent=100'])).toEqual(['--heap-growing-percent=100', young]);
  });

  it('leave flags that only begin alike alone', () => {
    expect(serverExecArgv(['--max-semi-space-sizes=1', '--heap-growing-percentage=1'])).toEqual(['--max-semi-space-sizes=1', '--heap-growing-percentage=1', young, growth]);
  });
});
