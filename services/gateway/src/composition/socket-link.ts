import fs from 'node:fs';
import net from 'node:net';
import { channelLink, isLinkMessage, type LinkMessage, type ProcessLink } from './process-link';

/** A follower that lost the projector's socket (the leader restarting) tries again after this, doubling up to a second. */
const RECONNECT_AFTER_MS = 50;
const RECONNECT_AT_MOST_MS = 1000;
/** A line longer than this is no message of ours: the connection is dropped. */
const MAX_LINE = 64;

/** A message as a line of text: `applied 1234`. */
const encodeLinkMessage = (message: LinkMessage): string => `${message.il} ${message.position}\n`;

/** Splits a connection's bytes into messages; garbage is skipped, an endless line is an error. */
export function linkLineReader(onMessage: (message: LinkMessage) => void): (chunk: Buffer) => void {
  let partial = '';
  return (chunk) => {
    const lines = (partial + chunk.toString('latin1')).split('\n');
    partial = lines.pop() ?? '';
    if (partial.length > MAX_LINE) throw new Error('not a link message');
    for (const line of lines) {
      const [il, position] = line.split(' ');
      const message = { il, position: Number(position) };
      if (isLinkMessage(message)) onMessage(message);
    }
  };
}

type Handlers = Set<(message: unknown) => void>;

/** Hands every message `socket` brings to `handlers`; a connection that sends an endless line is dropped. */
function deliverFrom(socket: net.Socket, handlers: Handlers): void {
  const read = linkLineReader((message) => {
    for (const handler of handlers) handler(message);
  });
  socket.on('data', (chunk: Buffer) => {
    try {
      read(chunk);
    } catch {
      socket.destroy();
    }
  });
  socket.on('error', () => socket.destroy());
}

/** A link that sends with `post` and hands what it receives to `handlers`; `release` runs once it is closed. */
function handlersLink(handlers: Handlers, post: (message: LinkMessage) => void, release: () => void): ProcessLink {
  const link = channelLink({ post, on: (_event, handler) => handlers.add(handler), off: (_event, handler) => handlers.delete(handler) });
  return {
    ...link,
    close() {
      link.close();
      release();
    },
  };
}

/**
 * Serves the followers of the leader's projector thread on a Unix socket at `path`, so that their
 * `appended` and its `applied` go straight between them instead of through the leader's event loop
 * and the starting process (two relays each way, and as many wake-ups). The file of a socket left
 * by a leader that died is taken over: only the leader's projector listens there.
 */
export async function serveLinkSocket(path: string): Promise<ProcessLink> {
  const sockets = new Set<net.Socket>();
  const handlers: Handlers = new Set();
  // For the followers that connect later.
  let applied = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    if (applied > 0) socket.write(encodeLinkMessage({ il: 'applied', position: applied }));
    deliverFrom(socket, handlers);
    socket.on('close', () => sockets.delete(socket));
  });
  fs.rmSync(path, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return handlersLink(
    handlers,
    (message) => {
      if (message.il === 'applied') applied = Math.max(applied, message.position);
      const line = encodeLinkMessage(message);
      for (const socket of sockets) socket.write(line);
    },
    () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  );
}

/**
 * A follower's end of the projector's socket. Messages sent while it is not connected are dropped:
 * an `appended` the projector misses it finds in the log when it next reads it (every process also
 * looks at the log's head twice a second), and on connecting the follower is told the last `applied`.
 */
export function connectLinkSocket(path: string): ProcessLink {
  let socket: net.Socket | null = null;
  let connected = false;
  let closed = false;
  let pause = RECONNECT_AFTER_MS;
  let retry: NodeJS.Timeout | null = null;
  const handlers: Handlers = new Set();
  const connect = () => {
    retry = null;
    const next = net.connect(path);
    socket = next;
    next.on('connect', () => {
      connected = true;
      pause = RECONNECT_AFTER_MS;
    });
    deliverFrom(next, handlers);
    next.on('close', () => {
      connected = false;
      if (closed || socket !== next) return;
      retry = setTimeout(connect, pause);
      retry.unref();
      pause = Math.min(RECONNECT_AT_MOST_MS, pause * 2);
    });
  };
  connect();
  const link = handlersLink(
    handlers,
    (message) => {
      if (connected) socket?.write(encodeLinkMessage(message));
    },
    () => {
      closed = true;
      if (retry) clearTimeout(retry);
      socket?.destroy();
    },
  );
  return { ...link, connected: () => connected };
}
