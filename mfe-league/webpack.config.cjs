const { createConfig } = require('@il/ui/build/webpack.cjs');

// Builds remoteEntry.js (loaded by the shell through the remote manifest) and a standalone page
// (npm run dev -w @il/mfe-league) that mounts the same routes in a minimal frame.
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_league',
  title: 'Influencer League: Leagues',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
