import type { ServiceDeps } from '@il/platform';
import { identityService } from '@il/identity';
import { startLeagueScheduler, startRelevanceFadeScheduler } from '@il/league';
import { startSettlementScheduler } from '@il/progression';
import type { Logger } from 'pino';
import { CONTEXTS, type ContextName } from './contexts';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

interface Job {
  stop(): Promise<void>;
}

/**
 * Work the server does on its own, each job with the context it belongs to: applying
 * ADMIN_EMAILS at start-up (identity), the league lifecycle (league) and the settlement of
 * passed deadlines (progression). A process runs the jobs of the contexts it is given; every job
 * lets the streams decide, so two processes running one job waste work but never double it.
 */
export async function startBackgroundJobs(deps: ServiceDeps, log: Logger, contexts: readonly ContextName[] = CONTEXTS): Promise<BackgroundJobs> {
  const jobs: Job[] = [];
  if (contexts.includes('identity')) {
    await identityService(deps).applyAdminEmails({ userId: null, correlationId: 'startup-admin-emails' });
  }
  if (contexts.includes('league')) jobs.push(startLeagueScheduler(deps, { log }));
  if (contexts.includes('league')) jobs.push(startRelevanceFadeScheduler(deps, { log }));
  if (contexts.includes('progression')) jobs.push(startSettlementScheduler(deps, { log }));
  log.debug({ contexts }, 'background jobs started');
  return {
    stop: async () => {
      for (const job of jobs) await job.stop();
    },
  };
}
