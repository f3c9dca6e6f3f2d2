import { setFlagsFromString } from 'node:v8';

type SameHiddenClass = (a: object, b: object) => boolean;
let sameHiddenClass: SameHiddenClass | null = null;

/**
 * How many hidden classes (V8 maps) the objects have between them: for tests that hold kept
 * values of one shape to one. V8 gives an object a class of its own in ways no type shows (a copy
 * spread from a copy of a frozen object, then frozen; a spread copy whose field changes later), and
 * each one is memory every collection walks and a property access that misses its caches. Asks V8
 * itself, through its test-only syntax, switched on the first time this is called.
 */
export function hiddenClassCount(objects: readonly object[]): number {
  if (!sameHiddenClass) {
    setFlagsFromString('--allow-natives-syntax');
    sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as SameHiddenClass;
  }
  const classes: object[] = [];
  for (const object of objects) if (!classes.some((seen) => sameHiddenClass!(seen, object))) classes.push(object);
  return classes.length;
}
