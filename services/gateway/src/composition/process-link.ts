/**
 * What the server processes of one `npm start` tell each other: `appended` after a process
 * appended to the log, so the others read on at once instead of at their next look at the log;
 * `applied` from the projector, once every read model has applied the log up to a position. The
 * leader's projector thread speaks them with the leader over the thread's port and with every
 * follower over a Unix socket (socket-link.ts). A process alone (WORKERS=1, tests) has no link and
 * needs none.
 */
export type LinkMessage = { il: 'appended'; position: number } | { il: 'applied'; position: number };

export interface ProcessLink {
  send(message: LinkMessage): void;
  /** Calls `handler` with every message the other side sends. */
  listen(handler: (message: LinkMessage) => void): void;
  close(): void;
  /** Whether the other side is there now; a link that cannot lose it (a thread's port) has no such test. */
  connected?(): boolean;
}

/** Both ends of a channel: a worker thread's port, a Worker, a Unix socket's connections. */
export interface Channel {
  post(message: LinkMessage): void;
  on(event: 'message', handler: (message: unknown) => void): unknown;
  off(event: 'message', handler: (message: unknown) => void): unknown;
}

export const isLinkMessage = (message: unknown): message is LinkMessage =>
  typeof message === 'object' &&
  message !== null &&
  ((message as LinkMessage).il === 'appended' || (message as LinkMessage).il === 'applied') &&
  Number.isSafeInteger((message as LinkMessage).position);

/**
 * A link over `channel`. Messages of one turn of the event loop are sent as one per kind, with the
 * highest position: a busy process appends hundreds of times a second, and each message costs a
 * write and a wake-up in every process that relays or reads it (about a fifth of a busy leader's
 * time when sent one per append).
 */
export function channelLink(channel: Channel): ProcessLink {
  const handlers: Array<(message: unknown) => void> = [];
  const pending = new Map<LinkMessage['il'], number>();
  const flush = () => {
    for (const [il, position] of pending) channel.post({ il, position });
    pending.clear();
  };
  return {
    send(message) {
      if (pending.size === 0) setImmediate(flush);
      pending.set(message.il, Math.max(message.position, pending.get(message.il) ?? 0));
    },
    listen(handler) {
      const onMessage = (message: unknown) => {
        if (isLinkMessage(message)) handler(message);
      };
      handlers.push(onMessage);
      channel.on('message', onMessage);
    },
    close() {
      flush();
      for (const handler of handlers.splice(0)) channel.off('message', handler);
    },
  };
}

/** A worker thread's port, from either side: the Worker, or the thread's `parentPort`. */
export interface ThreadPort {
  postMessage(message: unknown): void;
  on(event: 'message', handler: (message: unknown) => void): unknown;
  off(event: 'message', handler: (message: unknown) => void): unknown;
}

/** A link over a worker thread's port. */
export function threadLink(port: ThreadPort): ProcessLink {
  return channelLink({
    post: (message) => port.postMessage(message),
    on: (event, handler) => port.on(event, handler),
    off: (event, handler) => port.off(event, handler),
  });
}
