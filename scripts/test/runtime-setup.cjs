// jest's globalSetup: a run on a Node whose addons were compiled for another stops before its first
// suite, saying what to run, instead of failing each suite on its own.
const { assertRuntime } = require('../runtime-check.cjs');

module.exports = async () => {
  assertRuntime();
};
