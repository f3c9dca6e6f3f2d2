import { api } from '@il/contracts';
import { gameStateQueries } from '@il/league';
import type { ServiceDeps } from '@il/platform';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth-context';
import { registerCall, registerHotRead } from '../http/register-call';

/** §7 Game state, and the follower history behind the dashboard chart. */
export function registerGameStateRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const queries = gameStateQueries(deps);

  registerHotRead(app, api.gameState, async ({ auth, query }) => queries.gameState(requireUser(auth).id, query.leagueId));

  registerCall(app, api.gameStateHistory, async ({ auth, query }) => queries.followerHistory(query.leagueId, requireUser(auth).id));
}
