import {
  badRequest,
  type Filter,
  type FindOptions,
  type Page,
  type PageOfList,
  type ProjectionDefinition,
  type ReadDoc,
  type ReadStoreReader,
} from '@il/platform';

/**
 * A newest-first page of a league's list. A cursor that is not one of ours (edited, or made for
 * another list) is the caller's mistake, answered 400 rather than a server error.
 */
export async function newestFirst<T extends ReadDoc>(
  read: ReadStoreReader,
  collection: string,
  filter: Filter,
  options: { cursor?: string | undefined; limit: number },
): Promise<Page<T>> {
  const find: FindOptions = { sort: { field: 'seq', direction: -1 }, limit: options.limit, cursor: options.cursor ?? null };
  try {
    return await read.find<T>(collection, filter, find);
  } catch (error) {
    if (options.cursor !== undefined && error instanceof Error && /cursor/i.test(error.message)) throw badRequest('Invalid cursor');
    throw error;
  }
}

/** A league's newest entries of a list sorted by log order (`seq`), as `revisedPage` brings them up to date. */
export const newestInLeague =
  <T extends ReadDoc & { leagueId: number; seq: number }>(projection: ProjectionDefinition, collection: string) =>
  (leagueId: number, limit: number): PageOfList<T> => ({
    projection,
    collection,
    sortField: 'seq',
    limit,
    matches: (doc) => doc.leagueId === leagueId,
  });
