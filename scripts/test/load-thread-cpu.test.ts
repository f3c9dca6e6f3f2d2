import { existsSync } from 'node:fs';
import { readMainThreadWaits, readThreadTicks, threadCores, ticksOfStat, waitOfSchedstat, type ThreadTicks } from '../bench/load/thread-cpu';

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
    { pid: 10, mainCores: 0.3, otherCores: 0.09, mainWaitCores: null },
    { pid: 20, mainCores: 0.15, otherCores: 0.015, mainWaitCores: null },
  ]);
});

it("gives each main thread's run-queue wait over the window, where both readings have it", () => {
  const before = ticks([[10, [[10, 0]]], [20, [[20, 0]]]]);
  const after = ticks([[10, [[10, 100]]], [20, [[20, 100]]]]);
  const waits = { before: new Map([[10, 1e9]]), after: new Map([[10, 4e9], [20, 2e9]]) };
  expect(threadCores(before, after, 10, waits).map((t) => t.mainWaitCores)).toEqual([0.3, null]);
});

it('reads the wait off a schedstat line', () => {
  expect(waitOfSchedstat('123456789 987654321 4242\n')).toBe(987654321);
  expect(waitOfSchedstat('')).toBeNull();
});

it("reads this process's main-thread wait, leaving out a process that is gone", () => {
  const waits = readMainThreadWaits([process.pid, 999_999_999]);
  // A kernel built without scheduler statistics has no schedstat file, and gives no reading.
  const kept = existsSync(`/proc/${process.pid}/task/${process.pid}/schedstat`);
  expect([...waits.keys()]).toEqual(kept ? [process.pid] : []);
  if (kept) expect(waits.get(process.pid)).toBeGreaterThanOrEqual(0);
});

it('reads this process: its main thread has the process id', () => {
  const read = readThreadTicks([process.pid, 999_999_999]);
  expect([...read.keys()]).toEqual([process.pid]);
  expect(read.get(process.pid)?.has(process.pid)).toBe(true);
});
