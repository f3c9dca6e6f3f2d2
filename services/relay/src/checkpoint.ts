/**
 * Where the relay remembers the last global position the broker acknowledged. It is advanced
 * only after the acknowledgement, so a crash re-sends at most the last unacknowledged batch.
 */
export interface RelayCheckpoint {
  /** Last acknowledged position; 0 before the first run. */
  load(): Promise<number>;
  /** Never moves backwards, even if called with an older position. */
  save(position: number): Promise<void>;
  close(): Promise<void>;
}

/** Keeps the checkpoint in memory only: for tests and tooling, never for a deployment. */
export class MemoryRelayCheckpoint implements RelayCheckpoint {
  constructor(private position = 0) {}

  async load(): Promise<number> {
    return this.position;
  }

  async save(position: number): Promise<void> {
    this.position = Math.max(this.position, position);
  }

  async close(): Promise<void> {}
}
