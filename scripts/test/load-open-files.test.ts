import { openFilesLimit } from '@il/gateway';
import { closeSync, openSync } from 'node:fs';
import { OpenFilesPeaks, openFilesOf, raiseOpenFiles } from '../bench/load/open-files';

const limit = openFilesLimit();
const linux = process.platform === 'linux' && limit !== null;
if (!linux) process.stdout.write('load-open-files: skipped, /proc/self/limits is Linux only\n');

(linux ? describe : describe.skip)('the load bench raising its open-files limit', () => {
  it('leaves a limit that is high enough as it is', () => {
    expect(raiseOpenFiles(limit!)).toEqual({ limit, note: null });
  });

  it('says why when the limit cannot be raised, and keeps the one it has', () => {
    const raised = raiseOpenFiles(2 ** 40);
    expect(raised.limit).toBe(openFilesLimit());
    expect(raised.note).toMatch(/^open files stay at \d+ \(raising to 1099511627776: .+\)$/);
  });
});

(linux ? describe : describe.skip)('the open files a process holds', () => {
  it('counts one more while a file is open, and none for a process that is gone', () => {
    const before = openFilesOf(process.pid)!;
    const fd = openSync(__filename, 'r');
    try {
      expect(openFilesOf(process.pid)).toBe(before + 1);
    } finally {
      closeSync(fd);
    }
    expect(openFilesOf(process.pid)).toBe(before);
    // Above the kernel's pid_max: no process can have it.
    expect(openFilesOf(2 ** 23)).toBeNull();
  });
});

describe('the most open files each process held', () => {
  it("keeps each process's highest reading, through lower ones and after it is gone", () => {
    const readings = [new Map([[10, 5], [11, 7]]), new Map([[10, 9], [11, 3]]), new Map([[10, 4]])];
    const peaks = new OpenFilesPeaks();
    for (const reading of readings) peaks.sample([10, 11], (pid) => reading.get(pid) ?? null);
    expect(peaks.of([11, 10])).toEqual([7, 9]);
  });

  it('leaves out a process it never read', () => {
    const peaks = new OpenFilesPeaks();
    peaks.sample([10, 12], (pid) => (pid === 10 ? 0 : null));
    expect(peaks.of([10, 12, 13])).toEqual([0]);
  });
});
