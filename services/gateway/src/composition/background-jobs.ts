import type { ServiceDeps } from '@il/platform';
import { identityService } from '@il/identity';
import { startLeagueScheduler } from '@il/league';
import { startSettlementScheduler } from '@il/progression';
import type { Logger } from 'pino';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/**
 * Work the server does on its own: applying ADMIN_EMAILS at start-up, and the timed jobs of the
 * game contexts (league lifecycle, daily resets) as they register here.
 */
export async function startBackgroundJobs(deps: ServiceDeps, log: Logger): Promise<BackgroundJobs> {
  await identityService(deps).applyAdminEmails({ userId: null, correlationId: 'startup-admin-emails' });
  const leagueLifecycle = startLeagueScheduler(deps, { log });
  const progressionSettlement = startSettlementScheduler(deps, { log });
  log.debug('background jobs started');
  return {
    stop: async () => {
      await leagueLifecycle.stop();
      await progressionSettlement.stop();
    },
  };
}
