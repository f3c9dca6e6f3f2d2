import { startPeriodicJob, type CommandContext, type JobLog, type PeriodicJob, type ServiceDeps } from '@il/platform';
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
 * One in-process interval, not a timer per scandal or deal. Rounds never overlap; a failed round
 * is logged and the next one retries. A deadline is settled within a minute; until then the
 * queries already show it as passed, because they compare with the clock.
 */
export function startSettlementScheduler(
  deps: ServiceDeps,
  options: { intervalMs?: number; log: JobLog },
): PeriodicJob {
  const settlement = progressionSettlement(deps);
  return startPeriodicJob({
    name: 'progression-settlement',
    roundLabel: 'progression settlement round',
    intervalMs: options.intervalMs ?? SETTLEMENT_INTERVAL_MS,
    runAtStart: false,
    log: options.log,
    round: (ctx) => settlement.runDue(ctx),
    report: (result, log) => {
      if (result.characters.length > 0) log.info(result, 'progression settlement round');
    },
  });
}
