import type { ServiceDeps } from '@il/platform';
import type { FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin';
import { registerAvatarRoutes } from './avatar';
import { registerContentRoutes } from './content';
import { registerGameStateRoutes } from './game-state';
import { registerLeagueEventRoutes } from './league-events';
import { registerLeagueRoutes } from './leagues';
import { registerProgressionRoutes } from './progression';
import { registerSocialRoutes } from './social';

/**
 * The game's calls, one register function per bounded context. Each slice adds its own line
 * here; the routes themselves live beside it in routes/<context>.ts.
 */
export function registerGameRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  registerLeagueRoutes(app, deps);
  registerGameStateRoutes(app, deps);
  registerAvatarRoutes(app, deps);
  registerSocialRoutes(app, deps);
  registerLeagueEventRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerProgressionRoutes(app, deps);
  registerAdminRoutes(app);
}
