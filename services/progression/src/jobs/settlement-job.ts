import { startPeriodicJob, type CommandContext, type JobOptions, type PeriodicJob, type ServiceDeps } from '@il/platform';
import { BRAND_DEALS, type BrandDealDoc } from '@il/projection-brand-deals';
import { SCANDALS, type ScandalDoc } from '@il/projection-scandals';
import { progressionService } from '../decider/progression-service';

export interface SettlementRound {
  characters: number[];
  position: number;
}

/**
 * Gives passed deadlines their consequences: unanswered scandals and undelivered brand deals.
 * The read models only say which characters look due; each character's stream decides, so a
 * second server, a read model that lags, or a player command that already settled the same
 * deadline leaves nothing to do (the Settle command then appends nothing).
 */
export function progressionSettlement(deps: ServiceDeps) {
  const { read, clock } = deps;
  const service = progressionService(deps);

  async function runDue(ctx: CommandContext): Promise<SettlementRound> {
    const now = clock.now().toISOString();
    const due = { status: 'active', expiresAt: { $lte: now } } as const;
    const [scandals, deals] = await Promise.all([
      read.find<ScandalDoc>(SCANDALS, due, { limit: 500 }),
      read.find<BrandDealDoc>(BRAND_DEALS, due, { limit: 500 }),
    ]);
    const characters = new Map<number, number>();
    for (const item of [...scandals.items, ...deals.items]) characters.set(item.characterId, item.leagueId);
    const round: SettlementRound = { characters: [], position: 0 };
    for (const [characterId, leagueId] of [...characters].sort(([a], [b]) => a - b)) {
      const position = await service.settle(characterId, leagueId, ctx);
      if (position > 0) round.characters.push(characterId);
      round.position = Math.max(round.position, position);
    }
    await deps.awaitProjections(round.position);
    return round;
  }

  return { runDue };
}

const SETTLEMENT_INTERVAL_MS = 60_000;

/**
 * One in-process interval (every 60 s), not a timer per scandal or deal. A deadline is settled
 * within a minute; until then the queries already show it as passed, because they compare with
 * the clock.
 */
export const startSettlementScheduler = (deps: ServiceDeps, options: JobOptions): PeriodicJob =>
  startPeriodicJob(
    {
      name: 'progression-settlement',
      intervalMs: SETTLEMENT_INTERVAL_MS,
      runAtStart: false,
      round: progressionSettlement(deps).runDue,
      didWork: (round) => round.characters.length > 0,
    },
    options,
  );
