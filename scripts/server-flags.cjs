// The Node flags `npm start` gives its server processes (scripts/start.cjs).

/**
 * Each server process's young generation, in MB per semi-space: V8 grows it up to this as the
 * allocation rate asks. At Node's default (16 MB) a server process at 20,000 live players spent
 * 1.4-1.7 s of every 30 s collecting garbage; at 64 MB, 0.77-0.93 s, for 4-8% less CPU per
 * answered request and some 270 MB more memory over the processes (docs/benchmarks.md,
 * "Figures: a larger young generation").
 */
const YOUNG_GENERATION_MB = 64;

/** `execArgv` with the young generation's size, unless the operator set one (in the flags or NODE_OPTIONS). */
function serverExecArgv(execArgv, nodeOptions = '') {
  const flags = [...execArgv, ...nodeOptions.split(/\s+/)];
  if (flags.some((flag) => /^--max-semi-space-size(=|$)/.test(flag))) return execArgv;
  return [...execArgv, `--max-semi-space-size=${YOUNG_GENERATION_MB}`];
}

module.exports = { YOUNG_GENERATION_MB, serverExecArgv };
