// Bundles every server entrypoint (services/*/src/main.ts, projections/*/src/main.ts) into
// dist/server/<name>.cjs, each context's own service (services/gateway/src/context-services/<context>.ts)
// into dist/server/<context>.cjs, and the leader's projector thread into dist/server/projector-thread.cjs.
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

async function main() {
  const entries = entrypoints();
  await esbuild.build({
    entryPoints: entries,
    outdir: path.join(root, 'dist', 'server'),
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalDependencies],
  });
  console.log(`built ${Object.keys(entries).map((n) => `dist/server/${n}.cjs`).join(', ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
