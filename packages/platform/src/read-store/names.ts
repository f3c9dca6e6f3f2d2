/**
 * Names that end up inside SQL text or Mongo collection names are checked here, once, so that
 * neither adapter ever interpolates something a caller could use to escape its quoting.
 */

const COLLECTION = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const FIELD_SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function assertCollectionName(name: string): string {
  if (!COLLECTION.test(name) || name.includes('__')) {
    throw new Error(`Invalid collection name "${name}": letters, digits and single underscores only`);
  }
  return name;
}

/** A field path such as "score" or "player.id". */
export function assertFieldPath(path: string): string {
  if (!path.split('.').every((segment) => FIELD_SEGMENT.test(segment))) {
    throw new Error(`Invalid field path "${path}"`);
  }
  return path;
}

/** Physical name of one generation of a logical collection. */
export const physicalName = (collection: string, generation: number): string =>
  `rm_${collection}__g${generation}`;
