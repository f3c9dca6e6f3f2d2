// The Node flags `npm start` gives its server processes (scripts/start.cjs).

/**
 * Each server process's young generation, in MB per semi-space: V8 grows it up to this as the
 * allocation rate asks. At Node's default (16 MB) a busy server process spends about twice as
 * long collecting garbage; 64 MB costs a few hundred MB more memory over the processes.
 */
const YOUNG_GENERATION_MB = 64;

/**
 * How far the old generation may grow past what survived the last full collection before the
 * next one starts, in percent. For a server process's live heap of some 70 MB, V8's own choice
 * starts a full collection every few seconds under load, and marking costs about a tenth of the
 * server's CPU; at 300% one starts every 20-30 s, for a few dozen MB more per process.
 */
const OLD_GENERATION_GROWTH_PERCENT = 300;

/** `execArgv` with these sizes, each unless the operator set it (in the flags or NODE_OPTIONS). */
function serverExecArgv(execArgv, nodeOptions = '') {
  const flags = [...execArgv, ...nodeOptions.split(/\s+/)];
  const unset = (name) => !flags.some((flag) => new RegExp(`^--${name}(=|$)`).test(flag));
  return [
    ...execArgv,
    ...(unset('max-semi-space-size') ? [`--max-semi-space-size=${YOUNG_GENERATION_MB}`] : []),
    ...(unset('heap-growing-percent') ? [`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`] : []),
  ];
}

module.exports = { OLD_GENERATION_GROWTH_PERCENT, YOUNG_GENERATION_MB, serverExecArgv };
