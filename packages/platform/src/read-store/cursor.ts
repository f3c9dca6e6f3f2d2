import type { FindOptions } from './port';

/**
 * Keyset pagination: a cursor holds the sort value and _id of the last item of a page, so the
 * next page starts strictly after it whatever was inserted or deleted meanwhile, and costs an
 * index seek rather than skipping rows.
 */
export interface CursorPosition {
  /** Sort field the cursor was made for ("_id" when unsorted). */
  field: string;
  direction: 1 | -1;
  /** Sort value of the last item (its _id when unsorted). */
  value: string | number | null;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.field, position.direction, position.value, position.id])).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string, sort: Required<FindOptions>['sort']): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new Error('Invalid cursor');
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw new Error('Invalid cursor');
  const [field, direction, value, id] = parsed as unknown[];
  if (field !== sort.field || direction !== sort.direction) {
    throw new Error('Cursor was made for another sort order');
  }
  if (typeof id !== 'string' || !(value === null || typeof value === 'string' || typeof value === 'number')) {
    throw new Error('Invalid cursor');
  }
  return { field: sort.field, direction: sort.direction, value, id };
}

/** The sort a find uses: the requested one, or _id ascending. */
export const effectiveSort = (options: FindOptions | undefined): Required<FindOptions>['sort'] =>
  options?.sort ?? { field: '_id', direction: 1 };

/** Reads a dotted path from a document, as both engines do for sorting. */
export function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let current: unknown = doc;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * The cursor after the last item of a page; null when nothing follows. Adapters fetch one item
 * more than the limit to know that, so a last full page does not lead to an empty one.
 */
export function nextCursorAfter(
  items: Array<Record<string, unknown> & { _id: string }>,
  hasMore: boolean,
  sort: Required<FindOptions>['sort'],
): string | null {
  const last = items[items.length - 1];
  if (!hasMore || !last) return null;
  const raw = valueAt(last, sort.field);
  const value = typeof raw === 'string' || typeof raw === 'number' ? raw : null;
  return encodeCursor({ field: sort.field, direction: sort.direction, value, id: last._id });
}
