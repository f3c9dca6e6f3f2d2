import { forgetDerived, freezeView, keepDerived, keptAlready, keptWith } from '../../src';

const KEY = Symbol('test');

describe('keptWith', () => {
  it('makes a value once per kept view and per record of its lists, and nothing shows it', () => {
    const view = freezeView({ items: [{ id: 1 }, { id: 2 }], cursor: null });
    let made = 0;
    const make = () => ({ made: (made += 1) });
    const first = keptWith(view, KEY, make);
    expect(keptWith(view, KEY, make)).toBe(first);
    expect(keptWith(view.items[0]!, KEY, make)).toBe(keptWith(view.items[0]!, KEY, make));
    expect(made).toBe(2);

    expect(JSON.stringify(view)).toBe('{"items":[{"id":1},{"id":2}],"cursor":null}');
    expect(Object.keys(view.items[0]!)).toEqual(['id']);
    expect({ ...view.items[1] }).toEqual({ id: 2 });
    expect(view).toEqual({ items: [{ id: 1 }, { id: 2 }], cursor: null });
    expect(structuredClone(view)).toEqual(view);
  });

  it('keeps what was made for a record before it was frozen, and for parts of a view without a slot', () => {
    const record = { id: 3 };
    const early = keptWith(record, KEY, () => 'made before freezing');
    freezeView({ items: [record] });
    expect(keptWith(record, KEY, () => 'made again')).toBe(early);

    const plain = Object.freeze({ page: 1 });
    expect(keptWith(plain, KEY, () => 'kept aside')).toBe('kept aside');
    expect(keptAlready(plain, KEY)).toBe('kept aside');
  });

  it('replaces and forgets what is kept', () => {
    const view = freezeView({ a: 1 });
    expect(keptAlready(view, KEY)).toBeUndefined();
    keepDerived(view, KEY, 'first');
    keepDerived(view, KEY, 'second');
    expect(keptAlready(view, KEY)).toBe('second');
    forgetDerived(view, KEY);
    expect(keptAlready(view, KEY)).toBeUndefined();
    expect(keptWith(view, KEY, () => 'made anew')).toBe('made anew');
  });
});
