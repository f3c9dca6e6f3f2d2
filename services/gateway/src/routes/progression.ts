import { api } from '@il/contracts';
import type { ServiceDeps } from '@il/platform';
import { challengeQueries, dealQueries, notificationQueries, notificationService, progressionQueries, progressionService, scandalQueries } from '@il/progression';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth-context';
import { registerCall } from '../http/register-call';

/**
 * §7 Scandals, Challenges, Brand deals and Progression. Commands answer once the read models
 * show their effect; every call is for members of the league with a character in it.
 */
export function registerProgressionRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const service = progressionService(deps);
  const scandals = scandalQueries(deps);
  const challenges = challengeQueries(deps, service.issueDailyChallenges);
  const deals = dealQueries(deps);
  const progression = progressionQueries(deps);
  const notifications = notificationQueries(deps);
  const notifying = notificationService(deps);
  const without = <T extends { position: number }>({ position: _position, ...answer }: T): Omit<T, 'position'> => answer;

  registerCall(app, api.activeScandals, async ({ auth, query }) => scandals.active(requireUser(auth).id, query.leagueId));
  registerCall(app, api.scandalHistory, async ({ auth, query }) => scandals.history(requireUser(auth).id, query.leagueId));
  registerCall(app, api.respondToScandal, async ({ auth, query, body, ctx }) =>
    without(await service.respondToScandal(requireUser(auth).id, query.leagueId, body, ctx)),
  );

  registerCall(app, api.dailyChallenges, async ({ auth, query, ctx }) => challenges.daily(requireUser(auth).id, query.leagueId, ctx));
  registerCall(app, api.claimChallenge, async ({ auth, query, body, ctx }) =>
    without(await service.claimChallenge(requireUser(auth).id, query.leagueId, body, ctx)),
  );

  registerCall(app, api.availableBrandDeals, async ({ auth, query }) => deals.available(requireUser(auth).id, query.leagueId));
  registerCall(app, api.activeBrandDeals, async ({ auth, query }) => deals.active(requireUser(auth).id, query.leagueId));
  registerCall(app, api.acceptBrandDeal, async ({ auth, query, body, ctx }) =>
    without(await service.acceptBrandDeal(requireUser(auth).id, query.leagueId, body, ctx)),
  );

  registerCall(app, api.achievements, async ({ auth, query }) => progression.achievements(requireUser(auth).id, query.leagueId));
  registerCall(app, api.milestones, async ({ auth, query }) => progression.milestones(requireUser(auth).id, query.leagueId));

  registerCall(app, api.notifications, async ({ auth, query }) => notifications.list(requireUser(auth).id, query.leagueId));
  registerCall(app, api.markNotificationsRead, async ({ auth, body, ctx }) => without(await notifying.markRead(requireUser(auth).id, body, ctx)));
}
