import { readThreadTicks, threadCores, ticksOfStat, type ThreadTicks } from '../bench/load/thread-cpu';

const ticks = (entries: Array<[number, Array<[number, number]>]>): ThreadTicks => new Map(entries.map(([pid, threads]) => [pid, new Map(threads)]));

it('reads utime and stime off a stat line, whatever the name holds', () => {
  const stat = '4242 (node (worker) x) S 1 4242 4242 0 -1 4194304 100 0 0 0 1234 567 0 0 20 0 11 0 100 0 0';
  expect(ticksOfStat(stat)).toBe(1234 + 567);
});

it('splits each process into its main thread and the rest, in cores over the window', () => {
  const before = ticks([
    [10, [[10, 100], [11, 50], [12, 7]]],
    [20, [[20, 300]]],
  ]);
  const after = ticks([
    // Thread 12 ended in the window (left out); 13 started in it (counted from zero).
    [10, [[10, 400], [11, 110], [13, 30]]],
    [20, [[20, 450], [21, 15]]],
    // A process started in the window has no reading to start from.
    [30, [[30, 500]]],
  ]);
  expect(threadCores(before, after, 10)).toEqual([
    { pid: 10, mainCores: 0.3, otherCores: 0.09 },
    { pid: 20, mainCores: 0.15, otherCores: 0.015 },
  ]);
});

it('reads this process: its main thread has the process id', () => {
  const read = readThreadTicks([process.pid, 999_999_999]);
  expect([...read.keys()]).toEqual([process.pid]);
  expect(read.get(process.pid)?.has(process.pid)).toBe(true);
});
