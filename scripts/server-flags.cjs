// The Node flags `npm start` gives its server processes (scripts/start.cjs).

/**
 * Each server process's young generation, in MB per semi-space: V8 grows it up to this as the
 * allocation rate asks. At Node's default (16 MB) a server process at 20,000 live players spent
 * 1.4-1.7 s of every 30 s collecting garbage; at 64 MB, 0.77-0.93 s, for 4-8% less CPU per
 * answered request and some 270 MB more memory over the processes (docs/benchmarks.md,
 * "Figures: a larger young generation").
 */
const YOUNG_GENERATION_MB = 64;

/**
 * How far the old generation may grow past what survived the last full collection before the
 * next one starts, in percent. V8's own choice for a server process's live heap of some 70 MB
 * started a full collection every 3 s at 5,000 polling players, and marking it on V8's helper
 * threads was about a tenth of the server's CPU (one perf run); at 300% one starts every 20-30 s,
 * for a few dozen MB more per process (docs/benchmarks.md, "Figures: fewer full collections").
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
