import type { RequestAuth } from '../src/http/auth-context';
import { MinPositionGate } from '../src/http/read-your-writes';

const player = (sessionHash: string): RequestAuth => ({ user: { id: 1, email: 'kim@example.com', displayName: 'Kim', role: 'user', avatarUrl: null }, sessionHash });
const visitor: RequestAuth = { user: null, sessionHash: null };

/** Read models that never reach anything until released. */
function stalled(logEnd = 100) {
  const waits: number[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    waits,
    release: () => release(),
    deps: {
      logEnd: async () => logEnd,
      awaitProjections: (position: number) => {
        waits.push(position);
        return released;
      },
    },
  };
}

const settledWithin = async (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('x-min-position', () => {
  it('holds a session up to a position the log has reached, until the read models reach it', async () => {
    const world = stalled();
    const gate = new MinPositionGate(world.deps);
    const held = gate.wait('100', player('s1'));
    expect(await settledWithin(held, 50)).toBe(false);
    expect(world.waits).toEqual([100]);
    world.release();
    expect(await settledWithin(held, 50)).toBe(true);
    expect(gate.held).toBe(0);
  });

  it('never holds a visitor, a position past the end of the log, or a malformed one', async () => {
    const world = stalled(100);
    const gate = new MinPositionGate(world.deps);
    for (const [header, auth] of [['100', visitor], ['101', player('s1')], ['999999999999', player('s1')], ['soon', player('s1')], ['-4', player('s1')]] as const) {
      expect(await settledWithin(gate.wait(header, auth), 50)).toBe(true);
    }
    expect(world.waits).toEqual([]);
  });

  it('reads the end of the log only for a position past the end it saw last', async () => {
    let reads = 0;
    let end = 100;
    const gate = new MinPositionGate({ logEnd: async () => (reads++, end), awaitProjections: async () => {} });
    await gate.wait('90', player('s1'));
    await gate.wait('100', player('s1'));
    expect(reads).toBe(1);
    end = 120;
    await gate.wait('110', player('s1'));
    expect(reads).toBe(2);
  });

  it('gives up after its own bound, whatever the waits beneath it allow', async () => {
    const gate = new MinPositionGate({ ...stalled().deps, waitMs: 30 });
    // The waits beneath never end: settling at all is the gate's own bound at work.
    await gate.wait('50', player('s1'));
    expect(gate.held).toBe(0);
  });

  it('holds at most so many queries, and so many of one session; the rest answer at once', async () => {
    const world = stalled();
    const gate = new MinPositionGate({ ...world.deps, maxWaiters: 3, maxWaitersPerSession: 2 });
    const first = [gate.wait('10', player('a')), gate.wait('10', player('a'))];
    expect(await settledWithin(gate.wait('10', player('a')), 50)).toBe(true);
    const third = gate.wait('10', player('b'));
    expect(await settledWithin(gate.wait('10', player('c')), 50)).toBe(true);
    expect(gate.held).toBe(3);
    world.release();
    await Promise.all([...first, third]);
    expect(gate.held).toBe(0);
  });
});
