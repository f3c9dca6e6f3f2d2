// `npm test` and its narrower forms. With no path: every check (the type check, the lint and the
// slices' build side by side; the unit and web suites; the server build; the browser suites), each
// step timed, stopping at the first that fails. With paths (or jest patterns): only the suites
// they match, in whichever project holds them, the build first when a browser suite is among
// them. `--domain`: the pure deciders', projections' and contracts' suites; `--unit`, `--e2e`: one
// project. Every other argument goes to jest as it is.
const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const JEST = require.resolve('jest/bin/jest');

/** The pure suites: deciders and domain rules, projections' evolve functions, the call contracts. */
const DOMAIN_SUITES = ['services/(identity|league|progression|social|studio)/test/', 'projections/(?!worker/)[^/]+/test/', 'packages/contracts/test/'];

/**
 * Browser suites three at a time: each mostly waits (on its server, its browser and the game's
 * timers; the whole browser step used about a third of the two cores' time, two at a time), so
 * three share the cores better than fewer.
 */
const BROWSER_WORKERS = [`--maxWorkers=${process.env.E2E_SUITES_AT_ONCE ?? 3}`];

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
  if (mode === 'e2e') return [build, { label: 'browser suites', command: jest([...BROWSER_WORKERS, ...rest], ['e2e']) }];
  if (paths.length > 0) {
    // Only browser suites need the build.
    const browser = paths.some((p) => /(^|\/)e2e(\/|$)|\.e2e\.ts$/.test(p));
    return [...(browser ? [build] : []), { label: 'the suites named', command: jest(browser ? [...BROWSER_WORKERS, ...rest] : rest, ['unit', 'web', 'e2e']) }];
  }
  return [
    // The type check and the lint are each one thread's work; the slices' build fills the rest of
    // the cores beside them. Never beside the suites: the build writes into node_modules
    // (the federation's entries), which a suite that lists the app's files would see change.
    {
      label: 'type check, lint and the web build',
      together: [
        { label: 'type check', command: ['npm', ['run', 'typecheck']] },
        { label: 'lint', command: ['npm', ['run', 'lint']] },
        { label: 'web build', command: ['npm', ['run', 'build:web']] },
      ],
    },
    { label: 'unit and web suites', command: jest(rest, ['unit', 'web']) },
    // After the suites: some build it themselves, and two builds would write the same files.
    { label: 'server build', command: ['npm', ['run', 'build:server']] },
    { label: 'browser suites', command: jest([...BROWSER_WORKERS, ...rest], ['e2e']) },
  ];
}

/** Runs one command, its output to this terminal, or kept and handed back when `keep`. */
function run({ command: [file, args] }, env, keep) {
  // `node` is the Node running this (the project's own, under npm).
  const child = spawn(file === 'node' ? process.execPath : file, args, { cwd: ROOT, env, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  if (keep) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), output })));
}

/**
 * A step's outcome: one command, or several at once, whose outputs are printed one after another
 * (the one marked live as it comes).
 */
async function runStep(step, env) {
  if (!step.together) return (await run(step, env, false)).status;
  const runs = await Promise.all(step.together.map((member) => run(member, env, !member.live)));
  for (const outcome of runs) process.stdout.write(outcome.output);
  const failed = step.together.filter((_, i) => runs[i].status !== 0).map((member) => member.label);
  if (failed.length > 0) console.error(`${failed.join(' and ')} failed`);
  return failed.length > 0 ? 1 : 0;
}

async function main() {
  const steps = plan(parseArguments(process.argv.slice(2)));
  const env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') };
  const took = [];
  for (const step of steps) {
    const started = Date.now();
    const status = await runStep(step, env);
    took.push(`${step.label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (status !== 0) {
      console.error(`\n${step.label} failed (${took.join(', ')})`);
      process.exit(status);
    }
  }
  if (steps.length > 1) console.log(`\nnpm test took: ${took.join(', ')}`);
}

if (require.main === module) main();

module.exports = { parseArguments, plan, DOMAIN_SUITES };
