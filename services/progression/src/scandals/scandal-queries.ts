import type { ActiveScandalsResponse, Scandal, ScandalHistoryResponse } from '@il/contracts';
import type { Clock, ReadStoreReader } from '@il/platform';
import { SCANDALS, type ScandalDoc } from '@il/projection-scandals';
import { viewerIn } from '../shared/viewer';
import { SCANDAL_CATALOG } from './scandal-catalog';

const view = (doc: ScandalDoc): Scandal => ({
  id: doc.scandalId,
  title: doc.title,
  description: doc.description,
  severity: doc.severity,
  triggeredAt: new Date(doc.triggeredAt),
  expiresAt: new Date(doc.expiresAt),
  chosenResponse: doc.chosenResponse,
});

/** A league holds few scandals; past this many its oldest no longer keep a story from coming back. */
const TOLD_STORIES_READ = 200;

/**
 * The catalog keys of the stories told in a league so far (a document built before keys were
 * kept is matched by its title), for the next scandal's draw to leave out.
 */
export async function scandalStoriesToldIn(read: ReadStoreReader, leagueId: number): Promise<string[]> {
  const page = await read.find<ScandalDoc>(SCANDALS, { leagueId }, { sort: { field: 'triggeredAt', direction: -1 }, limit: TOLD_STORIES_READ });
  const keys = page.items.map((doc) => doc.catalogKey ?? SCANDAL_CATALOG.find((entry) => entry.title === doc.title)?.key);
  return [...new Set(keys.filter((key): key is string => key !== undefined))];
}

/**
 * Open and past scandals of the viewer's character. Whether an unanswered scandal is still open
 * is read against the clock, so the lists are right to the second even before the timed job has
 * recorded an expiry.
 */
export function scandalQueries(deps: { read: ReadStoreReader; clock: Clock }) {
  const { read, clock } = deps;

  async function scandalsOf(userId: number, leagueId: number): Promise<ScandalDoc[]> {
    const { character } = await viewerIn(read, leagueId, userId);
    const page = await read.find<ScandalDoc>(SCANDALS, { characterId: character.characterId }, { sort: { field: 'triggeredAt', direction: -1 } });
    return page.items;
  }

  const isOpen = (doc: ScandalDoc, now: Date) => doc.status === 'active' && now.getTime() < new Date(doc.expiresAt).getTime();

  async function active(userId: number, leagueId: number): Promise<ActiveScandalsResponse> {
    const now = clock.now();
    return (await scandalsOf(userId, leagueId)).filter((doc) => isOpen(doc, now)).map((doc) => ({ ...view(doc), expiresAt: new Date(doc.expiresAt) }));
  }

  async function history(userId: number, leagueId: number): Promise<ScandalHistoryResponse> {
    const now = clock.now();
    return (await scandalsOf(userId, leagueId)).filter((doc) => !isOpen(doc, now)).map(view);
  }

  return { active, history };
}
