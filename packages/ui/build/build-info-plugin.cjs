// Writes build-info.json beside a slice's remoteEntry.js: what the release was built against (the
// shared singletons and their ranges, the contracts version) and which /_api calls its code makes.
// `npm run slice -- record` turns the build into a release from it; `publish` checks it against
// the shell and the gateway (docs/frontend.md, "Releases").
const { sources } = require('webpack');

const versionOf = (pkg) => require(`${pkg}/package.json`).version;

// callApi('feed', ...) of @il/ui survives minification as a property access on the shared module
// ((0,n.callApi)("feed"): shared modules' export names are never mangled.
const CALL = /callApi\)?\(\s*["'`]([A-Za-z][A-Za-z0-9]*)["'`]/g;

class BuildInfoPlugin {
  /** @param {{ slice: string, shared: Record<string, { requiredVersion: string, version?: string }> }} o */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const calls = new Set();
        for (const [name, asset] of Object.entries(assets)) {
          if (!/\.m?js$/.test(name)) continue;
          for (const match of String(asset.source()).matchAll(CALL)) calls.add(match[1]);
        }
        const shared = {};
        for (const [key, config] of Object.entries(this.o.shared)) {
          // 'react/' (its subpaths) shares the range of 'react', which is checked already.
          if (key.endsWith('/')) continue;
          const pkg = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
          shared[key] = { version: config.version ?? versionOf(pkg), requiredVersion: config.requiredVersion };
        }
        const info = {
          slice: this.o.slice,
          builtAt: new Date().toISOString(),
          shared,
          contracts: versionOf('@il/contracts'),
          calls: [...calls].sort(),
        };
        compilation.emitAsset('build-info.json', new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}

module.exports = { BuildInfoPlugin };
