import { streams, type StandingSnapshot } from '@il/events';
import { handleCommand, startPeriodicJob, type CommandContext, type CommandDeps, type JobOptions, type PeriodicJob, type ServiceDeps } from '@il/platform';
import { LEADERBOARDS, type LeaderboardDoc } from '@il/projection-leaderboard';
import { LEAGUES, type LeagueDoc } from '@il/projection-leagues';
import { leagueDecider } from '../league/league-decider';

export interface LifecycleRound {
  started: number[];
  completed: number[];
  position: number;
}

/**
 * Moves leagues along pending → active → completed when their dates pass. The read model only
 * says which leagues look due; each league's own stream decides (a second scheduler, or a stale
 * read model, finds nothing left to do there).
 */
export function leagueLifecycle(deps: ServiceDeps) {
  const { read, store, clock } = deps;

  async function standingsOf(leagueId: number): Promise<StandingSnapshot[]> {
    const board = await read.get<LeaderboardDoc>(LEADERBOARDS, String(leagueId));
    return (board?.rows ?? []).map((row) => ({
      userId: row.userId,
      characterId: row.characterId,
      rank: row.rank,
      characterName: row.characterName,
      avatarUrl: row.avatarUrl,
      compositeScore: row.compositeScore,
      followersScore: row.followersScore,
      moneyScore: row.moneyScore,
      relevanceScore: row.relevanceScore,
      followers: row.followers,
      money: row.money,
      relevance: row.relevance,
    }));
  }

  async function runDue(ctx: CommandContext): Promise<LifecycleRound> {
    const now = clock.now().toISOString();
    const round: LifecycleRound = { started: [], completed: [], position: 0 };
    const toStart = await read.find<LeagueDoc>(LEAGUES, { lifecycle: 'pending', startDate: { $lte: now } });
    for (const league of toStart.items) {
      const outcome = await handleCommand(deps, streams.league(league.leagueId), leagueDecider, { type: 'StartLeague', now }, ctx);
      if (outcome.events.length > 0) round.started.push(league.leagueId);
      round.position = Math.max(round.position, outcome.position);
    }
    const toComplete = await read.find<LeagueDoc>(LEAGUES, { lifecycle: { $in: ['pending', 'active'] }, endDate: { $lte: now } });
    if (toComplete.items.length > 0) {
      // The snapshot must include every change made before the end: let the leaderboard catch up.
      await deps.awaitProjections(await store.headPosition());
      for (const league of toComplete.items) {
        const standings = await standingsOf(league.leagueId);
        const outcome = await handleCommand(
          deps,
          streams.league(league.leagueId),
          leagueDecider,
          { type: 'CompleteLeague', now, standings },
          ctx,
        );
        if (outcome.events.length > 0) round.completed.push(league.leagueId);
        round.position = Math.max(round.position, outcome.position);
      }
    }
    await deps.awaitProjections(round.position);
    return round;
  }

  /**
   * An operator ends a league being played now, before its end date: the standings are frozen
   * from the leaderboard once it shows everything logged so far, as at a scheduled end.
   */
  async function endNow(leagueId: number, ctx: CommandContext): Promise<{ completed: boolean; position: number }> {
    await deps.awaitProjections(await store.headPosition());
    const standings = await standingsOf(leagueId);
    const now = clock.now().toISOString();
    const outcome = await handleCommand(deps, streams.league(leagueId), leagueDecider, { type: 'CompleteLeague', now, standings, early: true }, ctx);
    await deps.awaitProjections(outcome.position);
    return { completed: outcome.events.length > 0, position: outcome.position };
  }

  return { runDue, endNow };
}

/** An operator cancels a league that has not ended, whoever owns it: the log alone decides it. */
export async function cancelLeagueAsOperator(deps: CommandDeps, leagueId: number, ctx: CommandContext): Promise<{ cancelled: boolean; position: number }> {
  const now = deps.clock.now().toISOString();
  const outcome = await handleCommand(deps, streams.league(leagueId), leagueDecider, { type: 'CancelLeague', userId: null, now }, ctx);
  return { cancelled: outcome.events.length > 0, position: outcome.position };
}

const LIFECYCLE_INTERVAL_MS = 15_000;

/**
 * A small in-process interval (every 15 s), not a timer per league: each round asks the read
 * model which leagues are due.
 */
export const startLeagueScheduler = (deps: ServiceDeps, options: JobOptions): PeriodicJob =>
  startPeriodicJob(
    {
      name: 'league-lifecycle',
      intervalMs: LIFECYCLE_INTERVAL_MS,
      runAtStart: true,
      round: leagueLifecycle(deps).runDue,
      didWork: (round) => round.started.length + round.completed.length > 0,
    },
    options,
  );
