import pino from 'pino';
import { LineBuffer, type LineSink } from '../src/observability/process-logger';

/** A sink that records each block it is handed, and what flushSync found written. */
function recordingSink() {
  const blocks: string[] = [];
  const synced: number[] = [];
  const sink: LineSink = {
    write: (text) => void blocks.push(text),
    flush: (callback) => callback?.(),
    flushSync: () => void synced.push(blocks.length),
  };
  return { sink, blocks, synced };
}

describe('the process log buffer', () => {
  it('holds lines until a block of the buffer size is waiting, then hands them over in one piece and in order', () => {
    const { sink, blocks } = recordingSink();
    const buffer = new LineBuffer(sink, 120);
    const lines = Array.from({ length: 7 }, (_, i) => `{"n":${i},"pad":"${'x'.repeat(20)}"}\n`);
    // 37 characters each: three wait, the fourth fills the block.
    for (const line of lines.slice(0, 3)) buffer.write(line);
    expect(blocks).toEqual([]);
    buffer.write(lines[3]!);
    expect(blocks).toEqual([lines.slice(0, 4).join('')]);
    for (const line of lines.slice(4)) buffer.write(line);
    expect(blocks).toHaveLength(1);
    buffer.flush();
    expect(blocks).toEqual([lines.slice(0, 4).join(''), lines.slice(4).join('')]);
  });

  it('writes whatever waits before the sink syncs, and hands over nothing when nothing waits', () => {
    const { sink, blocks, synced } = recordingSink();
    const buffer = new LineBuffer(sink, 4096);
    buffer.flush();
    expect(blocks).toEqual([]);
    buffer.write('one\n');
    buffer.write('two\n');
    buffer.flushSync();
    expect(blocks).toEqual(['one\ntwo\n']);
    expect(synced).toEqual([1]);
  });

  it('carries pino lines whole, with the flush callback pino hands it', async () => {
    const { sink, blocks } = recordingSink();
    const log = pino({ level: 'info', base: { service: 'gateway' } }, new LineBuffer(sink, 4096));
    log.child({ reqId: 'r-1' }).info({ method: 'POST', statusCode: 200 }, 'request completed');
    log.debug('not written at info');
    await new Promise<void>((resolve, reject) => log.flush((error) => (error ? reject(error) : resolve())));
    const lines = blocks.join('').trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([expect.objectContaining({ level: 30, service: 'gateway', reqId: 'r-1', method: 'POST', statusCode: 200, msg: 'request completed' })]);
  });
});
