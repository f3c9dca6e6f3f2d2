import type { ReadDoc } from '../read-store/port';
import type { LoadedDocs } from './definition';

/**
 * What evolve sees for one event: exactly the documents its refs named, in their current state.
 * A projection looks documents up by a key it builds ("collection/id"); finding that fresh string
 * among the event's two or three keys by comparison is far cheaper than hashing it into a map
 * of every document in the batch. One instance is reused from event to event: evolve is
 * synchronous and must not keep it.
 */
export class EventDocs implements LoadedDocs {
  private keysOf: readonly string[] = [];
  private start = 0;
  private end = 0;

  constructor(private readonly docs: ReadonlyMap<string, ReadDoc | null>) {}

  /** Shows the refs keysOf[start..end) of the current event. */
  show(keysOf: readonly string[], start: number, end: number): this {
    this.keysOf = keysOf;
    this.start = start;
    this.end = end;
    return this;
  }

  private indexOf(key: string): number {
    for (let i = this.start; i < this.end; i += 1) if (this.keysOf[i] === key) return i;
    return -1;
  }

  get(key: string): ReadDoc | null | undefined {
    const i = this.indexOf(key);
    return i < 0 ? undefined : (this.docs.get(this.keysOf[i] as string) ?? null);
  }

  has(key: string): boolean {
    return this.indexOf(key) >= 0;
  }

  get size(): number {
    return this.end - this.start;
  }

  *entries(): MapIterator<[string, ReadDoc | null]> {
    for (let i = this.start; i < this.end; i += 1) {
      const key = this.keysOf[i] as string;
      yield [key, this.docs.get(key) ?? null];
    }
  }

  *keys(): MapIterator<string> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): MapIterator<ReadDoc | null> {
    for (const [, doc] of this.entries()) yield doc;
  }

  [Symbol.iterator](): MapIterator<[string, ReadDoc | null]> {
    return this.entries();
  }

  forEach(callback: (value: ReadDoc | null, key: string, map: LoadedDocs) => void): void {
    for (const [key, doc] of this.entries()) callback(doc, key, this);
  }
}
