import { streams } from '@il/events';
import {
  handleCommand,
  loadState,
  startPeriodicJob,
  utcDayOf,
  type CommandContext,
  type JobOptions,
  type Page,
  type PeriodicJob,
  type ServiceDeps,
} from '@il/platform';
import { CHARACTERS, type CharacterDoc } from '@il/projection-characters';
import { LEAGUES, type LeagueDoc } from '@il/projection-leagues';
import { characterDecider } from '../character/character-decider';
import { leagueDecider } from '../league/league-decider';
import { leagueHasEnded, leagueStatusAt } from '../league/league-status';

export interface RelevanceFadeRound {
  /** The UTC day the round brought every character up to, or null when it had nothing to do. */
  day: string | null;
  faded: number[];
  /** Characters whose stream could not be written this round, with the reason; the next round retries them. */
  failed: Array<{ characterId: number; error: string }>;
  position: number;
}

/** What the job needs of the server: the log, the read models to find work, the clock. */
export type RelevanceFadeDeps = Pick<ServiceDeps, 'store' | 'read' | 'clock' | 'awaitProjections' | 'commandObserver'>;

const PAGE = 500;

/**
 * Fades the relevance of every character in a league in play, once per UTC day. The read models
 * only say which leagues and characters to look at; each character's stream decides which days
 * it still owes, so a second server, a lagging read model or a repeated round fades nothing twice.
 *
 * A round that reached every character remembers its day and the rounds after it are free until
 * the next midnight. Nothing needs doing in between: a character created, or a league started,
 * after midnight owes nothing for that midnight. A process that starts fresh (after downtime)
 * makes one full round, and the streams catch up the days they missed.
 */
export function relevanceFadeJob(deps: RelevanceFadeDeps) {
  const { read, store, clock } = deps;
  let doneThrough: string | null = null;

  async function leaguesInPlay(now: string): Promise<LeagueDoc[]> {
    const found: LeagueDoc[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<LeagueDoc> = await read.find<LeagueDoc>(
        LEAGUES,
        { lifecycle: { $in: ['pending', 'active'] }, startDate: { $lte: now } },
        { limit: PAGE, cursor },
      );
      found.push(...page.items.filter((league) => league.endDate > now));
      cursor = page.nextCursor;
    } while (cursor);
    return found;
  }

  async function charactersOf(leagueId: number): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<CharacterDoc> = await read.find<CharacterDoc>(CHARACTERS, { leagueId }, { limit: PAGE, cursor });
      ids.push(...page.items.map((character) => character.characterId));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  async function runDue(ctx: CommandContext): Promise<RelevanceFadeRound> {
    const now = clock.now().toISOString();
    const today = utcDayOf(now);
    const round: RelevanceFadeRound = { day: null, faded: [], failed: [], position: 0 };
    if (doneThrough === today) return round;
    // A character created just before midnight must be in the read model before it is looked for.
    await deps.awaitProjections(await store.headPosition());
    for (const doc of await leaguesInPlay(now)) {
      const { state: league } = await loadState(store, streams.league(doc.leagueId), leagueDecider);
      const at = new Date(now);
      if (!league.exists || leagueStatusAt(league, at) !== 'active' || leagueHasEnded(league, at)) continue;
      for (const characterId of await charactersOf(doc.leagueId)) {
        try {
          const outcome = await handleCommand(
            deps,
            streams.character(characterId),
            characterDecider,
            { type: 'FadeRelevance', league: { lifecycle: league.lifecycle, startDate: league.startDate, endDate: league.endDate }, now },
            ctx,
          );
          if (outcome.events.length > 0) round.faded.push(characterId);
          round.position = Math.max(round.position, outcome.position);
        } catch (error) {
          // One stream that cannot be written must not hold back the others; the day stays open for the next round.
          round.failed.push({ characterId, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }
    if (round.failed.length === 0) {
      doneThrough = today;
      round.day = today;
    }
    await deps.awaitProjections(round.position);
    return round;
  }

  return { runDue };
}

const RELEVANCE_FADE_INTERVAL_MS = 60_000;

/**
 * One in-process interval (every 60 s), not a timer per character. A round right at start-up
 * catches up the days missed while the server was down; after that a midnight is faded within a
 * minute.
 */
export const startRelevanceFadeScheduler = (deps: RelevanceFadeDeps, options: JobOptions): PeriodicJob =>
  startPeriodicJob(
    {
      name: 'relevance-fade',
      intervalMs: RELEVANCE_FADE_INTERVAL_MS,
      runAtStart: true,
      round: relevanceFadeJob(deps).runDue,
      didWork: (round) => round.faded.length > 0,
      leftWork: (round) => round.failed.length > 0,
    },
    options,
  );
