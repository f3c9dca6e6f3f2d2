/**
 * What is derived from a kept view (its text as sent, its compressed bytes, a record's JSON) lives
 * on the view itself, in a slot `freezeView` gives the view and each record of its lists: a property
 * under a symbol, which JSON, spreading, Object.keys and deep equality do not see, holding an object
 * that freezing does not reach. Other values (a page inside a view, a record not yet frozen) fall
 * back to a WeakMap. A WeakMap for all would do the same, but each of its entries is an ephemeron,
 * and V8 finishes those in the final pause of a full collection: with 20,000 live players' views,
 * about half of that pause.
 */
const DERIVED = Symbol('derived from a kept view');

type Derived = Record<symbol, unknown>;
type Slotted = { [DERIVED]?: Derived };

/** What was derived from values without a slot of their own. */
const unslotted = new WeakMap<object, Derived>();

/** Gives an object about to be frozen a slot, with whatever was derived from it before. */
export function giveSlot(value: object): void {
  if (!Object.isExtensible(value) || Object.prototype.hasOwnProperty.call(value, DERIVED)) return;
  const before = unslotted.get(value);
  if (before !== undefined) unslotted.delete(value);
  Object.defineProperty(value, DERIVED, { value: before ?? {} });
}

function derivedOf(kept: object, create: boolean): Derived | undefined {
  const own = (kept as Slotted)[DERIVED];
  if (own !== undefined) return own;
  let derived = unslotted.get(kept);
  if (derived === undefined && create) unslotted.set(kept, (derived = {}));
  return derived;
}

/** The value derived from `kept` under `key`, made by `make` once. */
export function keptWith<T>(kept: object, key: symbol, make: () => T): T {
  const derived = derivedOf(kept, true)!;
  let value = derived[key] as T | undefined;
  if (value === undefined) derived[key] = value = make();
  return value;
}

/** Keeps `value` as what is derived from `kept` under `key`, in place of any before. */
export function keepDerived<T>(kept: object, key: symbol, value: T): T {
  derivedOf(kept, true)![key] = value;
  return value;
}

/** The value derived under `key`, if one was made and kept. */
export function keptAlready<T>(kept: object, key: symbol): T | undefined {
  return derivedOf(kept, false)?.[key] as T | undefined;
}

/** Lets go of what was derived under `key` (it is kept in another form). */
export function forgetDerived(kept: object, key: symbol): void {
  const derived = derivedOf(kept, false);
  if (derived !== undefined) delete derived[key];
}
