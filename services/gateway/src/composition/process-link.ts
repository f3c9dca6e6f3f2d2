/**
 * What the server processes of one `npm start` tell each other (scripts/start.cjs relays every
 * message to the other processes): `appended` after a process appended to the log, so the others
 * read on at once instead of at their next look at the log; `applied` from the process that runs
 * the projections, once every read model has applied the log up to a position. A process alone
 * (WORKERS=1, tests) has no link and needs none.
 */
export type LinkMessage = { il: 'appended'; position: number } | { il: 'applied'; position: number };

export interface ProcessLink {
  send(message: LinkMessage): void;
  /** Calls `handler` with every message the other processes send. */
  listen(handler: (message: LinkMessage) => void): void;
  close(): void;
}

const isLinkMessage = (message: unknown): message is LinkMessage =>
  typeof message === 'object' &&
  message !== null &&
  ((message as LinkMessage).il === 'appended' || (message as LinkMessage).il === 'applied') &&
  Number.isSafeInteger((message as LinkMessage).position);

/**
 * The IPC channel to the process that started this one, when there is one. Messages of one turn
 * of the event loop are sent as one per kind, with the highest position: a busy process appends
 * hundreds of times a second, and each message costs a write and a wake-up in every process that
 * relays or reads it (about a fifth of a busy leader's time when sent one per append).
 */
export function parentLink(): ProcessLink | null {
  const channel = process;
  if (!channel.send || !channel.connected) return null;
  const handlers: Array<(message: unknown) => void> = [];
  const pending = new Map<LinkMessage['il'], number>();
  const flush = () => {
    for (const [il, position] of pending) {
      // A parent gone away (stopping) is no reason to fail an append that is already durable.
      if (channel.connected) channel.send!({ il, position }, undefined, undefined, () => undefined);
    }
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
