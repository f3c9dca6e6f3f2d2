import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteLimits, type Kept } from '../../src';

/** A counter per key, in windows of a minute: what the write limits keep. */
const count = (limits: SqliteLimits, key: string, nowMs: number): number => {
  let seen = 0;
  limits.update<number>('test', key, nowMs, (current): Kept<number> => {
    seen = (current ?? 0) + 1;
    return { value: seen, expiresAtMs: nowMs + 60_000 };
  });
  return seen;
};

const stored = (file: string, key: string, nowMs: number): number | undefined => {
  const reader = new SqliteLimits({ file });
  let value: number | undefined;
  reader.update<number>('test', key, nowMs, (current) => {
    value = current;
    return undefined;
  });
  reader.close();
  return value;
};

describe('limits of a process alone on its file (soleMs)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'il-limits-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts in memory and stores the changed records within the delay', async () => {
    const file = path.join(dir, 'limits.db');
    const now = Date.now();
    const limits = new SqliteLimits({ file, soleMs: 100 });
    try {
      expect([count(limits, 'kim', now), count(limits, 'kim', now), count(limits, 'lee', now)]).toEqual([1, 2, 1]);
      expect(stored(file, 'kim', now)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stored(file, 'kim', now)).toBe(2);
      expect(stored(file, 'lee', now)).toBe(1);
    } finally {
      limits.close();
    }
  });

  it('stores them when closed, and counts on from them after a restart; an expired one starts afresh', () => {
    const file = path.join(dir, 'limits.db');
    const now = Date.now();
    const first = new SqliteLimits({ file, soleMs: 60_000 });
    for (let i = 0; i < 3; i += 1) count(first, 'kim', now);
    first.update<number>('test', 'old', now - 120_000, () => ({ value: 9, expiresAtMs: now - 60_000 }));
    first.close();
    const second = new SqliteLimits({ file, soleMs: 60_000 });
    try {
      expect(count(second, 'kim', now)).toBe(4);
      expect(count(second, 'old', now)).toBe(1);
    } finally {
      second.close();
    }
  });
});
