import { keptByKey, keptNames } from '../../src/read-cache/kept-names';

describe('keptByKey', () => {
  it('makes each key once and hands back what it made', () => {
    let made = 0;
    const listOf = keptByKey((id: number) => {
      made += 1;
      return [id];
    });
    const first = listOf(3);
    expect(listOf(3)).toBe(first);
    expect(listOf(4)).toEqual([4]);
    expect(made).toBe(2);
  });

  it('starts again from nothing once it holds as many as it may, so no caller can grow it without end', () => {
    let made = 0;
    const nameOf = keptNames((id: number) => {
      made += 1;
      return `n-${id}`;
    }, 2);
    nameOf(1);
    nameOf(2);
    nameOf(3);
    expect(made).toBe(3);
    nameOf(3);
    expect(made).toBe(3);
    expect(nameOf(1)).toBe('n-1');
    expect(made).toBe(4);
  });
});
