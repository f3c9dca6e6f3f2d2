const { createConfig, GATEWAY } = require('@il/ui/build/webpack.cjs');

// `REMOTES=local npm run dev -w @il/shell` composes the slices' own dev servers instead of the
// builds the gateway serves.
const LOCAL_REMOTES = {
  remotes: {
    'mfe-league': { entry: 'http://localhost:3001/remoteEntry.js' },
    'mfe-studio': { entry: 'http://localhost:3002/remoteEntry.js' },
    'mfe-social': { entry: 'http://localhost:3003/remoteEntry.js' },
  },
};

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  title: 'Influencer League',
  port: 3000,
  isHost: true,
  devServer: {
    proxy: [{ context: ['/_api', '/remotes', '/remote-manifest.json'], target: GATEWAY }],
    setupMiddlewares(middlewares, devServer) {
      if (process.env.REMOTES === 'local') {
        devServer.app.get('/remote-manifest.json', (_req, res) => res.json(LOCAL_REMOTES));
      }
      return middlewares;
    },
  },
});
