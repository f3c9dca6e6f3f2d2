// The one list of shared singletons. The shell and every slice build with it, so each module
// below exists once on a page whatever mix of shell and slice versions is deployed.
const path = require('node:path');

const versionOf = (pkg) => require(`${pkg}/package.json`).version;

const ROUTER_FACADE = path.resolve(__dirname, '../src/federation/react-router-client.ts');

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

const shared = {
  react: singleton('^19.2.0'),
  'react/': singleton('^19.2.0'),
  'react-dom': singleton('^19.2.0'),
  'react-dom/': singleton('^19.2.0'),
  // A shared module cannot be tree-shaken (consumers are unknown at build time), and the whole
  // react-router package carries its server, RSC and framework-mode code. The shared entry is
  // therefore a facade re-exporting the browser API, which webpack can shake.
  'react-router': {
    ...singleton('^7.9.0'),
    import: ROUTER_FACADE,
    shareKey: 'react-router',
    version: versionOf('react-router'),
  },
  '@tanstack/react-query': singleton('^5.90.0'),
  '@il/contracts': singleton('^0.1.0'),
  '@il/ui': singleton('^0.1.0'),
  // What works without React Query (components, the session store, the guard, the layout): the
  // shell's first screens import only this, and React Query arrives after them. '@il/ui'
  // re-exports it through this name, so there is one session store and one toast context.
  '@il/ui/core': singleton('^0.1.0'),
};

/**
 * What the shell provides to the share scope at run time, by share key: the installed version and
 * the range every part requires. The shell is not built with the federation plugin (webpack.cjs,
 * federationFor), so these reach its code through a build-time constant.
 */
function providedVersions() {
  const ranges = (name) => shared[name] ?? shared[`${name.split('/')[0]}/`];
  const packageOf = (key) => (key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]);
  const keys = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', '@tanstack/react-query', '@il/contracts', '@il/ui', '@il/ui/core'];
  return Object.fromEntries(
    keys.map((key) => {
      const config = ranges(key) ?? ranges(packageOf(key));
      return [key, { version: versionOf(packageOf(key)), requiredVersion: config.requiredVersion }];
    }),
  );
}

module.exports = { shared, ROUTER_FACADE, providedVersions };
