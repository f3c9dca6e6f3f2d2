import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LinkMessage, ProcessLink } from '../src/composition/process-link';
import { connectLinkSocket, linkLineReader, serveLinkSocket } from '../src/composition/socket-link';

/**
 * The projector's socket, between real connections: what the followers tell the projector, what it
 * tells them, and how a follower finds it again when the leader starts again.
 */
let dir: string;
let socketPath: string;
const open: Array<{ close(): void }> = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'il-link-'));
  socketPath = path.join(dir, 'link.sock');
});
afterEach(() => {
  for (const link of open.splice(0)) link.close();
  rmSync(dir, { recursive: true, force: true });
});

const serve = async (): Promise<ProcessLink> => {
  const hub = await serveLinkSocket(socketPath);
  open.push(hub);
  return hub;
};
const connect = (): ProcessLink => {
  const link = connectLinkSocket(socketPath);
  open.push(link);
  return link;
};

/** Every message `link` receives, in order, and a way to wait for the next one. */
function received(link: ProcessLink) {
  const messages: LinkMessage[] = [];
  let waiting: (() => void) | null = null;
  link.listen((message) => {
    messages.push(message);
    waiting?.();
  });
  return {
    messages,
    async next(): Promise<LinkMessage> {
      const deadline = Date.now() + 5000;
      while (messages.length === 0) {
        if (Date.now() > deadline) throw new Error('no message');
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, 50);
        });
      }
      return messages.shift() as LinkMessage;
    },
  };
}

it('carries a turn of appends as one message to the projector, and its applied to every follower', async () => {
  const hub = await serve();
  const fromFollowers = received(hub);
  const a = connect();
  const b = connect();
  const toA = received(a);
  const toB = received(b);
  // Both connected once they hear the projector.
  hub.send({ il: 'applied', position: 1 });
  await expect(toA.next()).resolves.toEqual({ il: 'applied', position: 1 });
  await expect(toB.next()).resolves.toEqual({ il: 'applied', position: 1 });

  a.send({ il: 'appended', position: 5 });
  a.send({ il: 'appended', position: 8 });
  await expect(fromFollowers.next()).resolves.toEqual({ il: 'appended', position: 8 });
  b.send({ il: 'appended', position: 9 });
  await expect(fromFollowers.next()).resolves.toEqual({ il: 'appended', position: 9 });

  hub.send({ il: 'applied', position: 9 });
  await expect(toA.next()).resolves.toEqual({ il: 'applied', position: 9 });
  await expect(toB.next()).resolves.toEqual({ il: 'applied', position: 9 });
  expect(fromFollowers.messages).toEqual([]);
});

it('tells a follower that connects later how far the read models got', async () => {
  const hub = await serve();
  hub.send({ il: 'applied', position: 3 });
  hub.send({ il: 'applied', position: 42 });
  await new Promise((resolve) => setImmediate(resolve));
  const late = received(connect());
  await expect(late.next()).resolves.toEqual({ il: 'applied', position: 42 });
});

it('finds the projector again when a restarted leader listens, taking over the file the last one left', async () => {
  writeFileSync(socketPath, 'left by a leader that died');
  const first = await serve();
  const follower = connect();
  const heard = received(follower);
  first.send({ il: 'applied', position: 10 });
  await expect(heard.next()).resolves.toEqual({ il: 'applied', position: 10 });

  first.close();
  const second = await serve();
  const fromFollower = received(second);
  second.send({ il: 'applied', position: 20 });
  await expect(heard.next()).resolves.toEqual({ il: 'applied', position: 20 });
  follower.send({ il: 'appended', position: 21 });
  await expect(fromFollower.next()).resolves.toEqual({ il: 'appended', position: 21 });
});

it('skips lines that are no message, and drops a connection that sends an endless one', async () => {
  const hub = await serve();
  const heard = received(hub);
  const raw = net.connect(socketPath);
  await new Promise((resolve) => raw.once('connect', resolve));
  const closed = new Promise((resolve) => raw.once('close', resolve));
  raw.write('hello 5\napplied x\nappended 7\n');
  await expect(heard.next()).resolves.toEqual({ il: 'appended', position: 7 });
  raw.write('x'.repeat(1000));
  await closed;
});

it('reads messages split anywhere between chunks', () => {
  const got: LinkMessage[] = [];
  const read = linkLineReader((message) => got.push(message));
  for (const chunk of ['appl', 'ied 12\nappen', 'ded 13', '\n']) read(Buffer.from(chunk));
  expect(got).toEqual([
    { il: 'applied', position: 12 },
    { il: 'appended', position: 13 },
  ]);
});
