import type { Kept, SharedLimits } from './port';

/** The limits' records of one process (a single server, tests, each replica of the distributed mode); the oldest go first past `capacity`. */
export class MemoryLimits implements SharedLimits {
  private readonly records = new Map<string, Kept<unknown>>();

  constructor(private readonly capacity = 100_000) {}

  update<T>(scope: string, key: string, nowMs: number, change: (current: T | undefined) => Kept<T> | undefined): void {
    const id = `${scope}\u0000${key}`;
    const kept = this.records.get(id);
    const next = change(kept && kept.expiresAtMs > nowMs ? (kept.value as T) : undefined);
    if (next === undefined) return;
    this.records.delete(id);
    this.records.set(id, next);
    if (this.records.size > this.capacity) this.records.delete(this.records.keys().next().value as string);
  }

  close(): void {
    this.records.clear();
  }
}
