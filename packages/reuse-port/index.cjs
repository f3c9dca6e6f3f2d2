// Listening sockets that share one port, one per server process of `npm start`: each process
// accepts from its own queue, as fast as its event loop turns, and the kernel spreads new
// connections over the queues by their addresses. Node 20 cannot ask for this (its `reusePort`
// arrived in 22.12), so the addon makes the socket and Node adopts it. docs/decisions.md.
const dns = require('node:dns/promises');
const fs = require('node:fs');
const net = require('node:net');

let binding = null;
let missing = null;
try {
  binding = require('./build/Release/reuse_port.node');
} catch (error) {
  missing = error;
}

/** Why the addon is not there (not built, or not this platform), or null when it is. */
function unavailableReason() {
  if (process.platform !== 'linux') return `SO_REUSEPORT spreads connections on Linux only, not ${process.platform}`;
  return missing ? `the addon was not built: ${missing.message}` : null;
}

async function addressOf(host) {
  if (net.isIP(host)) return host;
  return (await dns.lookup(host)).address;
}

/**
 * Makes `server` (not yet listening) accept on `host:port` from a socket of its own in the port's
 * SO_REUSEPORT group, and resolves once it listens. Rejects as listen() would (EADDRINUSE when a
 * socket without the option holds the port).
 */
async function listenReusingPort(server, { host, port, backlog }) {
  const reason = unavailableReason();
  if (reason) throw new Error(reason);
  const fd = binding.listen(await addressOf(host), port, backlog);
  // `net.Server.listen({ fd })` would ask cluster's primary to open the descriptor, which is this
  // process's own; a TCP handle is listened on here (Node's cluster calls that exclusive).
  let handle;
  try {
    const { TCP, constants } = process.binding('tcp_wrap');
    handle = new TCP(constants.SERVER);
    const status = handle.open(fd);
    if (status !== 0) throw new Error(`adopting the socket failed (${status})`);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    // Node listens on an adopted handle again; without the backlog it would shrink it to 511.
    server.listen(handle, backlog, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

module.exports = { listenReusingPort, unavailableReason };
