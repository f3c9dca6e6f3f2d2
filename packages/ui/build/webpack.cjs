// One webpack configuration for the shell and the three slices. Each workspace's
// webpack.config.cjs calls createConfig with what makes it different: its name, port, what it
// exposes and the runtime plugins it needs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared, ROUTER_FACADE, providedVersions } = require('./shared.cjs');
const { BuildInfoPlugin } = require('./build-info-plugin.cjs');

/**
 * A slice's chunk-loading global, as a placeholder of 16 zeros that recording a release replaces
 * with the release's id (services/gateway/src/releases/release-store.ts): two releases of one slice
 * on a page (an open tab that moved to the next release) then never share webpack's chunk registry.
 */
const chunkGlobalPlaceholder = (container) => `ilChunks_${container}_${'0'.repeat(16)}`;

const ROUTER_IMPL = require.resolve('react-router').replace(
  /dist[\\/]development[\\/]index\.m?js$/,
  path.join('dist', 'production', 'index.mjs'),
);

const ROUTER_BUILD_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Za-z0-9]+\.mjs$/;

const REACT_CHUNK = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  name: 'react',
  chunks: 'all',
  enforce: true,
};

// lucide-react's icon component and helpers, which every icon module imports: one chunk per slice,
// fetched with the first screen that draws an icon, instead of a copy inside each screen's chunk.
const ICON_BASE = {
  test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
  name: 'lucide',
  chunks: 'async',
  enforce: true,
};

const GATEWAY = process.env.GATEWAY_URL || 'http://localhost:8080';

// webpack 5.111 resolves an entry chunk's file name while it is still hashing the chunk, through
// the federation runtime module, before any content hash exists (module-federation/core#5077).
// Entry chunks are therefore named without the hash in that moment and with it once it is known;
// the name only feeds the runtime's relative-path computation, which is the same either way.
const hashedWhenKnown = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? '[name].[contenthash:8].js' : '[name].js';

/**
 * @param {object} o
 * @param {string} o.dir           the workspace directory (__dirname of its webpack.config.cjs)
 * @param {string} o.name          federation container name (a JS identifier)
 * @param {string} o.title         document title of the standalone page
 * @param {number} o.port          dev-server port
 * @param {Record<string,string>} [o.exposes]   modules a slice exposes to the shell
 * @param {boolean} [o.isHost]     the shell: absolute public path, SPA routes, no remote entry, and
 *                                  no federation build plugin (see federationFor)
 * @param {object} [o.devServer]   extra dev-server options
 */
/**
 * A slice builds as a federation container that consumes the shared singletons. The shell builds
 * as a plain application: it imports React, the router facade and the rest directly, so its first
 * screen needs no federation runtime (24.5 KB gzip) and no async negotiation of shared versions.
 * It starts the runtime itself when a slice is first needed and provides the very modules it
 * already runs to the share scope (shell/src/federation/federation-host.ts), so there is still
 * one React on the page. The runtime's build-time switches are set as the plugin would.
 */
function federationFor(o) {
  if (o.isHost) {
    return new DefinePlugin({
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
      ENV_TARGET: JSON.stringify('web'),
      __IL_SHARED_VERSIONS__: JSON.stringify(providedVersions()),
    });
  }
  return new ModuleFederationPlugin({
    name: o.name,
    filename: o.exposes ? 'remoteEntry.js' : undefined,
    exposes: o.exposes,
    remotes: {},
    shared,
    // Remotes come from the host's runtime manifest; neither shared versions nor snapshots are
    // negotiated up front, so a slice that is down never delays the shell.
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
  });
}

function createConfig(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '.[contenthash:8]' : '';
    return {
      mode: production ? 'production' : 'development',
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // Slices are served under a prefix chosen by the deployment (/remotes/<slice>/), so their
        // chunks resolve against the script that loaded them. The shell serves deep links.
        publicPath: o.isHost ? '/' : 'auto',
        filename: production ? hashedWhenKnown : '[name].js',
        // Hashed in development too: two chunks may share an id there (the router facade is both a
        // provided module and a consume fallback) and only their content tells them apart.
        chunkFilename: '[id].[contenthash:8].js',
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        uniqueName: o.name,
        ...(o.isHost ? {} : { chunkLoadingGlobal: chunkGlobalPlaceholder(o.name) }),
        // dist/ is the build's own folder; what players are served are releases recorded from it
        // (npm run slice -- record), which no build touches.
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: {
          '@il/react-router-impl$': ROUTER_IMPL,
          // The shell imports the router through the same facade it provides to the slices, so
          // the two are one module (one router context).
          ...(o.isHost ? { 'react-router$': ROUTER_FACADE } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
          // react-router's production build, made tree-shakable (see the loader): about 1.4 KB gzip
          // less in every part that provides the router facade.
          { test: ROUTER_BUILD_CHUNK, use: path.join(__dirname, 'react-router-pure-loader.cjs') },
        ],
      },
      plugins: [
        federationFor(o),
        new HtmlWebpackPlugin({
          // The shell has its own page (splash, description); the slices' standalone pages are all alike.
          template: o.isHost ? path.join(o.dir, 'index.html') : path.join(__dirname, 'standalone.html'),
          title: o.title,
          // A slice's dev server serves its standalone page at the root (deep links included); its
          // production page lives wherever the slice is deployed.
          publicPath: o.isHost || !production ? '/' : 'auto',
          minify: production,
          scriptLoading: 'defer',
          // The page runs the standalone entry only; remoteEntry.js is for hosts.
          chunks: ['main'],
        }),
        ...(production && !o.isHost ? [new BuildInfoPlugin({ slice: path.basename(o.dir), shared })] : []),
        ...(production
          ? [new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[id]${hashed}.css` })]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The shell provides React, React DOM (and its client) and the JSX runtime and needs all of
        // them before its first screen: one file instead of four compresses better (about 1.3 KB
        // gzip) and saves three requests. Slices keep one chunk per shared module: they only fall
        // back to their own copies on their standalone page.
        splitChunks: { cacheGroups: o.isHost ? { react: REACT_CHUNK } : { lucide: ICON_BASE } },
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The shell on another port loads this slice's remote entry.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/_api'], target: GATEWAY, changeOrigin: false }],
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        ...o.devServer,
      },
    };
  };
}

module.exports = { createConfig, GATEWAY };
