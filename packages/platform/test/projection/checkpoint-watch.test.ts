import { CheckpointWatch } from '../../src/projection/checkpoint-watch';

/** Stands in for MongoDB's registry: counts the reads; the test moves the checkpoints. */
class Checkpoints {
  lowest = 0;
  reads = 0;
  async readLowest(): Promise<number> {
    this.reads++;
    return this.lowest;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('CheckpointWatch (read-your-writes in the distributed mode)', () => {
  it('reads the checkpoints once per round however many requests wait, and answers each when reached', async () => {
    const checkpoints = new Checkpoints();
    const watch = new CheckpointWatch({ readLowest: () => checkpoints.readLowest(), intervalMs: 20 });
    const answered: number[] = [];
    const waits = Array.from({ length: 100 }, (_, i) => watch.reached(10 + (i % 2) * 10).then(() => answered.push(i)));
    await sleep(200);
    expect(answered).toEqual([]);
    // About one read per 20 ms round, not one per waiting request (nor per projection).
    expect(checkpoints.reads).toBeGreaterThan(3);
    expect(checkpoints.reads).toBeLessThan(20);

    checkpoints.lowest = 15;
    await sleep(100);
    expect(answered.length).toBe(50);
    checkpoints.lowest = 20;
    await Promise.all(waits);
    expect(answered.length).toBe(100);
    await watch.close();
  });

  it('stops reading when nobody waits, and answers a position already reached at once', async () => {
    const checkpoints = new Checkpoints();
    checkpoints.lowest = 5;
    const watch = new CheckpointWatch({ readLowest: () => checkpoints.readLowest(), intervalMs: 10 });
    await watch.reached(5);
    const reads = checkpoints.reads;
    await sleep(100);
    expect(checkpoints.reads).toBe(reads);
    await watch.reached(3);
    expect(checkpoints.reads).toBe(reads);
    await watch.close();
  });

  it('gives up on a wait after its timeout without failing, and keeps trying after a failed read', async () => {
    let fail = true;
    const watch = new CheckpointWatch({
      readLowest: async () => {
        if (fail) throw new Error('database away');
        return 50;
      },
      intervalMs: 10,
    });
    const started = Date.now();
    await watch.reached(40, 100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    const later = watch.reached(40);
    fail = false;
    await later;
    await watch.close();
  });
});
