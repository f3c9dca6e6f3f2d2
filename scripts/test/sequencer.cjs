// The order suites start in: the longest first, so that no worker is left with a long suite while
// the others stand idle at the end of the run. jest knows how long each suite took only from an
// earlier run on the same machine; on a fresh one (every CI run) it falls back to file size, which
// put the fuzz suite, a small file and one of the longest, two thirds of the way down the list.
// There, the seconds in SUITE_SECONDS stand in for the missing timings.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { SUITE_SECONDS } = require('./suite-seconds.cjs');

const ROOT = path.resolve(__dirname, '..', '..');

/** What a suite is expected to cost: its seconds from SUITE_SECONDS, or, ranked after those, its size. */
function expectedCost(test) {
  const cost = SUITE_SECONDS[path.relative(ROOT, test.path).split(path.sep).join('/')];
  if (cost !== undefined) return { rank: 1, value: cost };
  return { rank: 0, value: test.context.hasteFS.getSize(test.path) ?? 0 };
}

class LongestFirst extends Sequencer {
  sort(tests) {
    // With a timing for every suite (a machine that ran them all before), jest's own order is best.
    if (tests.every((test) => this.time(test) !== undefined)) return super.sort(tests);
    const costs = new Map(tests.map((test) => [test, expectedCost(test)]));
    return [...tests].sort((a, b) => {
      const [ca, cb] = [costs.get(a), costs.get(b)];
      return cb.rank - ca.rank || cb.value - ca.value;
    });
  }
}

module.exports = LongestFirst;
module.exports.expectedCost = expectedCost;
