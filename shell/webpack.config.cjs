const { createConfig, GATEWAY } = require('@il/ui/build/webpack.cjs');

// `REMOTES=local npm run dev -w @il/shell` composes the slices' own dev servers instead of the
// releases the gateway serves; `REMOTES=mfe-social` (a comma list) only those, the others as the
// gateway's manifest names them for the signed-in player.
// A slice's dev server on another port than its own (`npm run dev -w @il/mfe-social -- --port 4003`)
// is named by MFE_SOCIAL_PORT (MFE_LEAGUE_PORT, MFE_STUDIO_PORT).
const devEntry = (slice, port) => ({ entry: `http://localhost:${process.env[`${slice.toUpperCase().replace('-', '_')}_PORT`] || port}/remoteEntry.js` });
const LOCAL_ENTRIES = {
  'mfe-league': devEntry('mfe-league', 3001),
  'mfe-studio': devEntry('mfe-studio', 3002),
  'mfe-social': devEntry('mfe-social', 3003),
};

function localSlices(value) {
  if (!value) return [];
  if (value === 'local') return Object.keys(LOCAL_ENTRIES);
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !LOCAL_ENTRIES[name]);
  if (unknown.length > 0) throw new Error(`REMOTES names no slice ${unknown.join(', ')}; the slices are ${Object.keys(LOCAL_ENTRIES).join(', ')}`);
  return names;
}
const LOCAL = localSlices(process.env.REMOTES);

async function manifestFor(request) {
  const answer = await fetch(`${GATEWAY}/remote-manifest.json`, { headers: request.headers.cookie ? { cookie: request.headers.cookie } : {} });
  if (!answer.ok) throw new Error(`The gateway's manifest answered ${answer.status}`);
  const manifest = await answer.json();
  for (const slice of LOCAL) manifest.remotes[slice] = LOCAL_ENTRIES[slice];
  return manifest;
}

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  title: 'Influencer League',
  port: 3000,
  isHost: true,
  devServer: {
    proxy: [{ context: ['/_api', '/remotes', '/releases', '/remote-manifest.json'], target: GATEWAY }],
    setupMiddlewares(middlewares, devServer) {
      if (LOCAL.length > 0) {
        devServer.app.get('/remote-manifest.json', (request, response) => {
          manifestFor(request).then(
            (manifest) => response.set('cache-control', 'no-store').json(manifest),
            (error) => response.status(502).json({ error: String(error.message ?? error) }),
          );
        });
      }
      return middlewares;
    },
  },
});
