import { LogTail } from '../../src/event-store/log-tail';
import type { RecordedEvent } from '../../src/event-store/port';

const events = (from: number, to: number): RecordedEvent[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: `e${from + i}`, streamId: 's', revision: from + i, position: from + i, type: 'A', data: {}, metadata: { at: '', correlationId: '' } }) as RecordedEvent);

describe('LogTail', () => {
  it('answers reads that start inside it, and keeps pages that continue it', () => {
    const tail = new LogTail(100);
    tail.add(10, events(11, 20), true);
    expect(tail.read(10, 5)!.map((e) => e.position)).toEqual([11, 12, 13, 14, 15]);
    expect(tail.read(18, 5)!.map((e) => e.position)).toEqual([19, 20]);
    expect(tail.read(20, 5)).toEqual([]);
    expect(tail.read(9, 5)).toBeNull();
    expect(tail.read(21, 5)).toBeNull();
    tail.add(20, events(21, 30), false);
    expect(tail.end).toBe(30);
  });

  it('leaves full pages of a reader far behind alone, and holds at most its capacity', () => {
    const tail = new LogTail(10);
    tail.add(0, events(1, 5), false);
    expect(tail.read(0, 5)).toBeNull();
    tail.add(100, events(101, 125), true);
    expect(tail.read(115, 100)!.map((e) => e.position)).toEqual([116, 117, 118, 119, 120, 121, 122, 123, 124, 125]);
    expect(tail.read(114, 5)).toBeNull();
  });

  it('grows a quarter past its capacity before it is cut back, so an append does not copy the whole tail', () => {
    const tail = new LogTail(8);
    tail.add(0, events(1, 8), true);
    for (let position = 9; position <= 10; position += 1) tail.add(position - 1, events(position, position), false);
    // 10 held: within the slack of 2, nothing cut yet.
    expect(tail.read(0, 100)!.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    tail.add(10, events(11, 11), false);
    // Past it: cut back to the newest 8.
    expect(tail.read(0, 100)).toBeNull();
    expect(tail.read(3, 100)!.map((e) => e.position)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
