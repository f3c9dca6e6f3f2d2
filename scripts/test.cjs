// `npm test` and its narrower forms. With no path: every check in turn (type check, lint, the unit
// and web suites, the build, the browser suites), each timed, stopping at the first that fails.
// With paths (or jest patterns): only the suites they match, in whichever project holds them, the
// build first when a browser suite is among them. `--domain`: the pure deciders', projections' and
// contracts' suites. Any other argument starting with "-" goes to jest as it is.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const JEST = require.resolve('jest/bin/jest');

/** The pure suites: deciders and domain rules, projections' evolve functions, the call contracts. */
const DOMAIN_SUITES = ['services/(identity|league|progression|social|studio)/test/', 'projections/(?!worker/)[^/]+/test/', 'packages/contracts/test/'];

const MODES = new Set(['--domain', '--unit', '--e2e']);

/**
 * How `npm test` reads its arguments: which run, and the rest for jest in their order (a flag's
 * value follows it: `-t name`). Arguments that are neither a mode nor a flag are paths or patterns.
 */
function parseArguments(argv) {
  const mode = argv.filter((arg) => MODES.has(arg)).at(-1)?.slice(2) ?? null;
  const rest = argv.filter((arg) => !MODES.has(arg));
  return { mode, rest, paths: rest.filter((arg) => !arg.startsWith('-')) };
}

/** The steps of a run: each a label and a command. jest's `--selectProjects` comes last, since it takes every word after it. */
function plan({ mode, rest, paths }) {
  const jest = (args, projects) => ['node', [JEST, ...args, '--selectProjects', ...projects]];
  const build = { label: 'build', command: ['npm', ['run', 'build']] };
  if (mode === 'domain') return [{ label: 'domain suites', command: jest([...rest, ...DOMAIN_SUITES], ['unit']) }];
  if (mode === 'unit') return [{ label: 'unit and web suites', command: jest(rest, ['unit', 'web']) }];
  if (mode === 'e2e') return [build, { label: 'browser suites', command: jest(['--runInBand', ...rest], ['e2e']) }];
  if (paths.length > 0) {
    // Only browser suites need the build.
    const browser = paths.some((p) => /(^|\/)e2e(\/|$)|\.e2e\.ts$/.test(p));
    return [...(browser ? [build] : []), { label: 'the suites named', command: jest(browser ? ['--runInBand', ...rest] : rest, ['unit', 'web', 'e2e']) }];
  }
  return [
    { label: 'type check', command: ['npm', ['run', 'typecheck']] },
    { label: 'lint', command: ['npm', ['run', 'lint']] },
    { label: 'unit and web suites', command: jest(rest, ['unit', 'web']) },
    build,
    { label: 'browser suites', command: jest(['--runInBand', ...rest], ['e2e']) },
  ];
}

function main() {
  const argv = process.argv.slice(2);
  const steps = plan(parseArguments(argv));
  const env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') };
  const took = [];
  for (const { label, command } of steps) {
    const started = Date.now();
    const [file, args] = command;
    // `node` is the Node running this (the project's own, under npm).
    const run = spawnSync(file === 'node' ? process.execPath : file, args, { cwd: ROOT, env, stdio: 'inherit' });
    took.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (run.status !== 0) {
      console.error(`\n${label} failed (${took.join(', ')})`);
      process.exit(run.status ?? 1);
    }
  }
  if (steps.length > 1) console.log(`\nnpm test took: ${took.join(', ')}`);
}

if (require.main === module) main();

module.exports = { parseArguments, plan, DOMAIN_SUITES };
