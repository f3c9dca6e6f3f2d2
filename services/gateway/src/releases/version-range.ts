/**
 * Whether a version satisfies an npm range, for the ranges builds write: `^1.2.3`, `~1.2.3`,
 * `>=1.2.3 <2.0.0`, `1.2.3`, `1.x`, `*`, joined by `||`. Pre-release tags never satisfy a range
 * without one, as npm has it; an unreadable range satisfies nothing.
 */
type Triple = [number, number, number];

function parse(version: string): { v: Triple; pre: boolean } | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?(\+.*)?$/.exec(version.trim());
  if (!match) return null;
  return { v: [Number(match[1]), Number(match[2]), Number(match[3])], pre: Boolean(match[4]) };
}

const compare = (a: Triple, b: Triple) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** A partial version (`1`, `1.2`, `1.x`) as its lowest triple and how many parts were given. */
function partial(text: string): { v: Triple; given: number } | null {
  const parts = text.replace(/^v/, '').split('.');
  if (parts.length > 3) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    if (part === 'x' || part === 'X' || part === '*') break;
    if (!/^\d+$/.test(part)) return null;
    numbers.push(Number(part));
  }
  return { v: [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0], given: numbers.length };
}

function upperOf(v: Triple, given: number, caret: boolean): Triple | null {
  if (caret) {
    if (v[0] > 0 || given <= 1) return [v[0] + 1, 0, 0];
    if (v[1] > 0 || given === 2) return [0, v[1] + 1, 0];
    return [0, 0, v[2] + 1];
  }
  if (given <= 1) return [v[0] + 1, 0, 0];
  return [v[0], v[1] + 1, 0];
}

function comparatorHolds(comparator: string, version: Triple): boolean | null {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!match) return null;
  const [, op = '', rest = ''] = match;
  if (rest === '*' || rest === 'x' || rest === 'X') return true;
  const bound = partial(rest);
  if (!bound) return null;
  const low = compare(version, bound.v);
  switch (op) {
    case '>=':
      return low >= 0;
    case '>':
      return low > 0;
    case '<':
      return low < 0;
    case '<=':
      return low <= 0;
    case '^':
    case '~': {
      const upper = upperOf(bound.v, bound.given, op === '^');
      return low >= 0 && upper !== null && compare(version, upper) < 0;
    }
    default: {
      if (bound.given === 3) return low === 0;
      const upper = upperOf(bound.v, bound.given, false);
      return low >= 0 && upper !== null && compare(version, upper) < 0;
    }
  }
}

export function satisfies(version: string, range: string): boolean {
  const parsed = parse(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) => {
    const comparators = alternative.trim().split(/\s+/).filter(Boolean);
    if (comparators.length === 0) return true;
    if (parsed.pre) return false;
    return comparators.every((comparator) => comparatorHolds(comparator, parsed.v) === true);
  });
}
