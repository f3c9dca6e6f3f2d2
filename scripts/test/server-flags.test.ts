import { serverExecArgv, YOUNG_GENERATION_MB } from '../server-flags.cjs';

describe("the flags of npm start's server processes", () => {
  it('give each a larger young generation', () => {
    expect(YOUNG_GENERATION_MB).toBeGreaterThan(16);
    expect(serverExecArgv([])).toEqual([`--max-semi-space-size=${YOUNG_GENERATION_MB}`]);
    expect(serverExecArgv(['--enable-source-maps'], '--max-old-space-size=4096')).toEqual(['--enable-source-maps', `--max-semi-space-size=${YOUNG_GENERATION_MB}`]);
  });

  it("keep the operator's own size, from node's flags or NODE_OPTIONS", () => {
    expect(serverExecArgv(['--max-semi-space-size=32'])).toEqual(['--max-semi-space-size=32']);
    expect(serverExecArgv(['--cpu-prof'], '--max-old-space-size=4096 --max-semi-space-size=8')).toEqual(['--cpu-prof']);
  });
});
