import { LeastCheckpoint } from '../../src/projection/least-checkpoint';

/** Runners whose checkpoints the test moves, telling the waiter as ProjectionRunner's onAdvanced does. */
function runners(...checkpoints: number[]) {
  const applied = new LeastCheckpoint();
  const members = checkpoints.map((checkpoint) => ({ checkpoint }));
  const move = (index: number, to: number) => {
    const member = members[index]!;
    const from = member.checkpoint;
    member.checkpoint = to;
    applied.moved(from, to);
  };
  applied.follow(members);
  return { applied, move };
}

const settled = async (promise: Promise<boolean>): Promise<boolean | 'waiting'> => Promise.race([promise, new Promise<'waiting'>((resolve) => setImmediate(() => resolve('waiting')))]);

describe('the least checkpoint of a set of runners', () => {
  it('is the checkpoint of the runner furthest behind, and answers a wait once every runner has passed it', async () => {
    const { applied, move } = runners(4, 2, 7);
    expect(applied.position).toBe(2);
    const wait = applied.wait(6);
    move(1, 5);
    expect(applied.position).toBe(4);
    expect(await settled(wait)).toBe('waiting');
    move(0, 6);
    expect(applied.position).toBe(5);
    move(1, 9);
    expect(applied.position).toBe(6);
    expect(await settled(wait)).toBe(true);
    expect(await applied.wait(3)).toBe(true);
  });

  it('ignores a runner ahead of the least moving further ahead, and follows any runner taken back', async () => {
    const { applied, move } = runners(3, 8);
    move(1, 12);
    expect(applied.position).toBe(3);
    move(0, 10);
    expect(applied.position).toBe(10);
    // Held writes lost: the runner starts again from its stored checkpoint.
    move(1, 6);
    expect(applied.position).toBe(6);
    const wait = applied.wait(8);
    expect(await settled(wait)).toBe('waiting');
    move(1, 8);
    expect(await settled(wait)).toBe(true);
  });

  it('answers false on a timeout and when released, and knows no position before it follows any runner', async () => {
    const applied = new LeastCheckpoint();
    applied.moved(0, 5);
    expect(applied.position).toBe(0);
    expect(await applied.wait(1, 5)).toBe(false);
    const released = applied.wait(1);
    applied.releaseAll();
    expect(await released).toBe(false);
  });
});
