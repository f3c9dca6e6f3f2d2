import type { ServiceDeps } from '@il/platform';
import type { FastifyInstance } from 'fastify';
import { CONTEXTS, type ContextName } from '../composition/contexts';
import { registerAdminRoutes } from './admin';
import { registerAvatarRoutes } from './avatar';
import { registerGameStateRoutes } from './game-state';
import { registerIdentityRoutes } from './identity';
import { registerLeagueRoutes } from './league';
import { registerLeagueEventRoutes } from './league-events';
import { registerProgressionRoutes } from './progression';
import { registerSocialRoutes } from './social';
import { registerStudioRoutes } from './studio';

type RegisterContext = (app: FastifyInstance, deps: ServiceDeps) => void;

/**
 * Each bounded context's calls: routes/<context>.ts, and the files beside it that the context
 * also serves (league: game-state.ts, avatar.ts; studio: admin.ts; social: league-events.ts).
 * A new call goes under its context, whose path prefixes (composition/contexts.ts) must take the
 * new path, or the Ingress sends it elsewhere.
 */
const CONTEXT_ROUTES: Record<ContextName, RegisterContext> = {
  identity: (app, deps) => registerIdentityRoutes(app, deps),
  league: (app, deps) => {
    registerLeagueRoutes(app, deps);
    registerGameStateRoutes(app, deps);
    registerAvatarRoutes(app, deps);
  },
  studio: (app, deps) => {
    registerStudioRoutes(app, deps);
    registerAdminRoutes(app);
  },
  social: (app, deps) => {
    registerSocialRoutes(app, deps);
    registerLeagueEventRoutes(app, deps);
  },
  progression: (app, deps) => registerProgressionRoutes(app, deps),
};

/** Registers the calls of the given bounded contexts only (all by default). */
export function registerContextRoutes(app: FastifyInstance, deps: ServiceDeps, contexts: readonly ContextName[] = CONTEXTS): void {
  for (const context of CONTEXTS) {
    if (contexts.includes(context)) CONTEXT_ROUTES[context](app, deps);
  }
}
