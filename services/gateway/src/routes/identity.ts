import { api } from '@il/contracts';
import { identityService, newToken, type StartedSession } from '@il/identity';
import type { CommandContext, ServiceDeps } from '@il/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerCall } from '../http/register-call';
import { browserIdOf, clearSessionCookie, setBrowserCookie, setSessionCookie } from '../http/session-cookie';

/** The identity context's calls: the six authentication calls of §7. */
export function registerIdentityRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const identity = identityService(deps);
  const secure = deps.config.production;

  registerCall(app, api.session, async ({ auth }) => (auth.user ? { user: auth.user } : { error: 'Not authenticated' }));

  /** Register and login both start a session: the browser keeps its id, the session its cookie. */
  const startingSession =
    <Body>(start: (body: Body, ctx: CommandContext, browserId: string) => Promise<StartedSession>) =>
    async ({ body, ctx, request, reply }: { body: Body; ctx: CommandContext; request: FastifyRequest; reply: FastifyReply }) => {
      const browserId = browserIdOf(request) ?? newToken();
      const session = await start(body, ctx, browserId);
      await deps.awaitProjections(session.position, ctx);
      setSessionCookie(reply, session.token, session.expiresAt, secure);
      setBrowserCookie(reply, browserId, deps.clock.now(), secure);
      return { user: session.user };
    };

  registerCall(app, api.register, startingSession(identity.register));
  registerCall(app, api.login, startingSession(identity.login));

  registerCall(app, api.logout, async ({ auth, ctx, reply }) => {
    const position = await identity.logout(auth.sessionHash, ctx);
    await deps.awaitProjections(position, ctx);
    clearSessionCookie(reply, secure);
    return { ok: true as const };
  });

  registerCall(app, api.sendPasswordReset, async ({ body, ctx }) => identity.sendPasswordReset(body, ctx));

  registerCall(app, api.completePasswordReset, async ({ body, ctx }) => {
    const { message, position } = await identity.completePasswordReset(body, ctx);
    await deps.awaitProjections(position, ctx);
    return { message };
  });
}
