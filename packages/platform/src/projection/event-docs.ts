import type { ReadDoc } from '../read-store/port';
import type { DocSlot } from './batch-projector';
import type { LoadedDocs } from './definition';

/**
 * What evolve sees for one event: exactly the documents its refs named, in their current state.
 * A projection looks documents up by a key ("collection/id"); finding it among the event's two or
 * three keys by comparison is far cheaper than hashing it into a map of every document in the
 * batch. One instance is reused from event to event: evolve is synchronous and must not keep it.
 */
export class EventDocs implements LoadedDocs {
  /**
   * The view evolve is being shown right now, if any: evolve is synchronous, so there is at most
   * one. docKey asks it for the key of a document it shows and gets the very string get()
   * holds, which get() then finds by identity, where a freshly built key would have to be
   * compared character by character.
   */
  static current: EventDocs | null = null;

  private slots: readonly DocSlot[] = [];
  private ids: readonly string[] = [];
  private start = 0;
  private end = 0;

  /**
   * Shows slots[start..end), the documents of the current event; ids[i] is the id string the
   * event's refs gave for slots[i], which evolve usually passes back.
   */
  show(slots: readonly DocSlot[], ids: readonly string[], start: number, end: number): this {
    this.slots = slots;
    this.ids = ids;
    this.start = start;
    this.end = end;
    return this;
  }

  /** The key of a shown document, the one get() compares with; undefined for any other. */
  keyOf(collection: string, id: string): string | undefined {
    for (let i = this.start; i < this.end; i += 1) {
      const slot = this.slots[i] as DocSlot;
      if (this.ids[i] === id && slot.collection === collection) return slot.key;
    }
    return undefined;
  }

  private find(key: string): DocSlot | undefined {
    for (let i = this.start; i < this.end; i += 1) {
      const slot = this.slots[i] as DocSlot;
      if (slot.key === key) return slot;
    }
    return undefined;
  }

  get(key: string): ReadDoc | null | undefined {
    return this.find(key)?.doc;
  }

  has(key: string): boolean {
    return this.find(key) !== undefined;
  }

  get size(): number {
    return this.end - this.start;
  }

  *entries(): MapIterator<[string, ReadDoc | null]> {
    for (let i = this.start; i < this.end; i += 1) {
      const slot = this.slots[i] as DocSlot;
      yield [slot.key, slot.doc];
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
