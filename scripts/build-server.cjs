// Bundles every server entrypoint (services/*/src/main.ts, projections/*/src/main.ts) into
// dist/server/<name>.cjs, each context's own service (services/gateway/src/context-services/<context>.ts)
// into dist/server/<context>.cjs, the leader's projector thread into dist/server/projector-thread.cjs,
// and the operator commands (scripts/replay.ts, scripts/admin.ts) into dist/scripts/<name>.cjs.
// Workspace packages are compiled in; npm dependencies stay external and load from node_modules,
// except ESM-only ones (superjson, @dicebear/*), which are bundled so the output stays CommonJS.
const esbuild = require('esbuild');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const BUNDLED_DEPENDENCIES = new Set(['superjson', 'copy-anything', 'is-what']);
const CONTEXT_SERVICES = 'services/gateway/src/context-services';

function entrypoints() {
  const found = {};
  for (const group of ['services', 'projections']) {
    const dir = path.join(root, group);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const main = path.join(dir, name, 'src', 'main.ts');
      if (!fs.existsSync(main)) continue;
      const outName = group === 'projections' ? `projection-${name}` : name;
      found[outName] = main;
    }
  }
  // A context's service is the gateway's pipeline serving that context alone, so it starts from the
  // gateway: the contexts never depend on the server that hosts them.
  const contextServices = path.join(root, CONTEXT_SERVICES);
  for (const file of fs.readdirSync(contextServices)) {
    if (file.endsWith('.ts')) found[path.basename(file, '.ts')] = path.join(contextServices, file);
  }
  // The leader's projector runs on a thread of its own, from a file of its own.
  found['projector-thread'] = path.join(root, 'services/gateway/src/projector/thread-main.ts');
  return found;
}

/**
 * The operator commands, compiled like the servers: the image keeps no tsx (npm prune --omit=dev
 * removes it), and an operator's tool must run where the data is.
 */
const OPERATOR_COMMANDS = { replay: 'scripts/replay.ts', admin: 'scripts/admin.ts' };

const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const pkg = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      if (pkg.startsWith('@il/') || pkg.startsWith('@dicebear/') || BUNDLED_DEPENDENCIES.has(pkg)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

async function bundle(entryPoints, outdir) {
  await esbuild.build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalDependencies],
  });
}

/** Each output folder (relative to the repository) with its entrypoints by name. */
function builds() {
  const commands = Object.fromEntries(Object.entries(OPERATOR_COMMANDS).map(([name, file]) => [name, path.join(root, file)]));
  return { 'dist/server': entrypoints(), 'dist/scripts': commands };
}

/** The files the build writes that a process runs (the deployment-files test compares the images' commands with them). */
function outputs() {
  return Object.entries(builds()).flatMap(([dir, entries]) => Object.keys(entries).map((name) => `${dir}/${name}.cjs`));
}

async function main() {
  for (const [dir, entries] of Object.entries(builds())) await bundle(entries, path.join(root, dir));
  console.log(`built ${outputs().join(', ')}`);
}

module.exports = { outputs };

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
