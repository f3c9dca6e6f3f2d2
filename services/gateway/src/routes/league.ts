import { api } from '@il/contracts';
import { characterService, leagueQueries, leagueService, standingsByDayQuery } from '@il/league';
import type { ServiceDeps } from '@il/platform';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth-context';
import { registerCall, registerHotRead } from '../http/register-call';

/**
 * The league calls of §7 and ours (detail, public list, invite-code lookup, cancel, final
 * results). Every command waits until the read models show its effect before answering.
 */
export function registerLeagueRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const leagues = leagueService(deps);
  const characters = characterService(deps);
  const queries = leagueQueries(deps);
  const standingsByDay = standingsByDayQuery(deps);

  registerCall(app, api.listLeagues, async ({ auth }) => queries.mine(requireUser(auth).id));

  registerCall(app, api.publicLeagues, async ({ auth }) => queries.joinable(requireUser(auth).id));

  registerCall(app, api.leagueDetail, async ({ auth, query }) => queries.detail(query.leagueId, requireUser(auth).id));

  registerCall(app, api.leagueByInviteCode, async ({ query }) => queries.byInviteCode(query.inviteCode));

  registerCall(app, api.createLeague, async ({ auth, body, ctx }) => {
    const { id, position } = await leagues.create(requireUser(auth).id, body, ctx);
    await deps.awaitProjections(position, ctx);
    return { id };
  });

  registerCall(app, api.joinLeague, async ({ auth, body, ctx }) => {
    const { leagueId, message, position } = await leagues.join(requireUser(auth).id, body, ctx);
    await deps.awaitProjections(position, ctx);
    return { leagueId, message };
  });

  // Public: the invited visitor reads it before signing in; the address (and code) is the key.
  registerCall(app, api.invitation, async ({ query }) => leagues.invitation(query));

  registerCall(app, api.inviteToLeague, async ({ auth, body, ctx }) => {
    const { message, position } = await leagues.invite(requireUser(auth), body, ctx);
    await deps.awaitProjections(position, ctx);
    return { message };
  });

  registerCall(app, api.cancelLeague, async ({ auth, body, ctx }) => {
    const { message, position } = await leagues.cancel(requireUser(auth).id, body.leagueId, ctx);
    await deps.awaitProjections(position, ctx);
    return { message };
  });

  registerHotRead(app, api.leaderboard, async ({ auth, query }) => queries.leaderboard(query.leagueId, requireUser(auth).id));

  registerCall(app, api.standingsByDay, async ({ auth, query }) => standingsByDay(query.leagueId, requireUser(auth).id, query.day, query.hour));

  registerCall(app, api.finalResults, async ({ auth, query }) => queries.finalResults(query.leagueId, requireUser(auth).id));

  registerCall(app, api.createCharacter, async ({ auth, body, ctx }) => {
    const { id, leagueId, position } = await characters.create(requireUser(auth).id, body, ctx);
    await deps.awaitProjections(position, ctx);
    return { id, leagueId };
  });
}
