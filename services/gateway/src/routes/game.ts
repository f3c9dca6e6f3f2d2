import { identityService } from '@il/identity';
import type { ServiceDeps } from '@il/platform';
import type { FastifyInstance } from 'fastify';
import { CONTEXTS, type ContextName } from '../composition/contexts';
import { registerAdminRoutes } from './admin';
import { registerAuthRoutes } from './auth';
import { registerAvatarRoutes } from './avatar';
import { registerContentRoutes } from './content';
import { registerGameStateRoutes } from './game-state';
import { registerLeagueEventRoutes } from './league-events';
import { registerLeagueRoutes } from './leagues';
import { registerProgressionRoutes } from './progression';
import { registerSocialRoutes } from './social';

type RegisterContext = (app: FastifyInstance, deps: ServiceDeps) => void;

/**
 * The calls of each bounded context; the routes themselves live beside this file in
 * routes/<context>.ts. A slice adds its register line under its context, whose path prefixes
 * (composition/contexts.ts) must take the new paths, or the Ingress sends them elsewhere.
 */
const CONTEXT_ROUTES: Record<ContextName, RegisterContext> = {
  identity: (app, deps) => registerAuthRoutes(app, deps, identityService(deps)),
  league: (app, deps) => {
    registerLeagueRoutes(app, deps);
    registerGameStateRoutes(app, deps);
    registerAvatarRoutes(app, deps);
  },
  studio: (app, deps) => {
    registerContentRoutes(app, deps);
    registerAdminRoutes(app);
  },
  social: (app, deps) => {
    registerSocialRoutes(app, deps);
    registerLeagueEventRoutes(app, deps);
  },
  progression: (app, deps) => registerProgressionRoutes(app, deps),
};

/** Registers the calls of the given contexts only (all by default). */
export function registerGameRoutes(app: FastifyInstance, deps: ServiceDeps, contexts: readonly ContextName[] = CONTEXTS): void {
  for (const context of CONTEXTS) {
    if (contexts.includes(context)) CONTEXT_ROUTES[context](app, deps);
  }
}
