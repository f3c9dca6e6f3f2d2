import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { LinkMessage } from '../../src/composition/process-link';
import { startProjectorThread } from '../../src/projector/projector-thread';

/**
 * The leader's side of its projector thread, with stand-in threads written here: what it waits
 * for, what it passes on, and what it does when the thread goes. The real thread runs in the
 * multi-process suites (failure/, e2e/), which start the built server.
 */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'il-projector-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A thread whose body is `code`, with `port` its parentPort. */
function threadFile(name: string, code: string): string {
  const file = path.join(dir, `${name}.cjs`);
  writeFileSync(file, `const { parentPort: port } = require('node:worker_threads');\n${code}\n`);
  return file;
}

const silentLog = () => ({ fatal: jest.fn(), error: jest.fn(), warn: jest.fn(), info: jest.fn() }) as unknown as Logger & { fatal: jest.Mock };

it('refuses to start without the built thread, naming the build', () => {
  expect(() => startProjectorThread(silentLog(), path.join(dir, 'missing.cjs'))).toThrow(/npm run build:server/);
});

it('is ready when the thread says so, and passes link messages both ways', async () => {
  const file = threadFile(
    'echo',
    `port.on('message', (m) => {
       if (m.il === 'appended') port.postMessage({ il: 'applied', position: m.position });
       if (m.il === 'stop') process.exit(0);
     });
     port.postMessage({ il: 'ready' });`,
  );
  const thread = startProjectorThread(silentLog(), file);
  await thread.ready;
  const applied = new Promise<LinkMessage>((resolve) => thread.link.listen(resolve));
  // Appends of one turn leave as one message, with the highest position.
  thread.link.send({ il: 'appended', position: 7 });
  thread.link.send({ il: 'appended', position: 9 });
  expect(await applied).toEqual({ il: 'applied', position: 9 });
  await thread.stop();
});

it('fails the start when the thread ends before it is ready', async () => {
  const thread = startProjectorThread(silentLog(), threadFile('dies', 'process.exit(3);'));
  await expect(thread.ready).rejects.toThrow(/exited with 3 while starting/);
});

it('fails the start when the thread throws before it is ready', async () => {
  const thread = startProjectorThread(silentLog(), threadFile('throws', "throw new Error('no read store');"));
  await expect(thread.ready).rejects.toThrow(/no read store/);
});

it('fails the start with the reason when the start of the thread is rejected', async () => {
  const thread = startProjectorThread(silentLog(), threadFile('rejects', "void Promise.reject(new Error('read store locked'));"));
  await expect(thread.ready).rejects.toThrow(/read store locked/);
});

it('exits the process when the thread stops after its start, so that it is started again', async () => {
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  try {
    const log = silentLog();
    const thread = startProjectorThread(log, threadFile('later', "port.postMessage({ il: 'ready' }); setTimeout(() => process.exit(1), 20);"));
    await thread.ready;
    await new Promise<void>((resolve) => {
      const wait = setInterval(() => {
        if (exit.mock.calls.length > 0) {
          clearInterval(wait);
          resolve();
        }
      }, 5);
    });
    expect(exit).toHaveBeenCalledWith(1);
    expect(log.fatal).toHaveBeenCalledWith({ code: 1 }, expect.stringMatching(/projector thread stopped/));
  } finally {
    exit.mockRestore();
  }
});

it('does not exit the process when asked to stop, and waits for the thread to finish', async () => {
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  try {
    const file = threadFile('stops', "port.on('message', (m) => { if (m.il === 'stop') setTimeout(() => process.exit(0), 30); }); port.postMessage({ il: 'ready' });");
    const thread = startProjectorThread(silentLog(), file);
    await thread.ready;
    const started = Date.now();
    await thread.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(exit).not.toHaveBeenCalled();
  } finally {
    exit.mockRestore();
  }
});
