// Listening sockets that share one port, one per server process of `npm start`: each process
// accepts from its own queue, as fast as its event loop turns, and the kernel spreads new
// connections over the queues by their addresses (SO_REUSEPORT, Node's `reusePort`).
// docs/decisions.md.

/** Why a port cannot be shared here (not Linux, or a Node without `reusePort`), or null when it can. */
function unavailableReason() {
  if (process.platform !== 'linux') return `SO_REUSEPORT spreads connections on Linux only, not ${process.platform}`;
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) return `Node ${process.version} cannot set reusePort (22.12 and later can)`;
  return null;
}

/**
 * Makes `server` (not yet listening) accept on `host:port` from a socket of its own in the port's
 * SO_REUSEPORT group, and resolves once it listens. Rejects as listen() would (EADDRINUSE when a
 * socket without the option holds the port).
 */
async function listenReusingPort(server, { host, port, backlog }) {
  const reason = unavailableReason();
  if (reason) throw new Error(reason);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    // Exclusive: in a cluster worker, the socket is this process's own, not one the primary opens
    // and shares (which would put every process back on one queue).
    server.listen({ host, port, backlog, reusePort: true, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

module.exports = { listenReusingPort, unavailableReason };
