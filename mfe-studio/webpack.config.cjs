const { createConfig } = require('@il/ui/build/webpack.cjs');

// Builds remoteEntry.js (loaded by the shell through the remote manifest) and a standalone page
// (npm run dev -w @il/mfe-studio) that mounts the same routes in a minimal frame.
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_studio',
  title: 'Influencer League: Content Studio',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
});
