import type { ServiceDeps } from '@il/platform';
import type { FastifyInstance } from 'fastify';

/**
 * The game's calls, one register function per bounded context. Each slice adds its own line
 * here; the routes themselves live beside it in routes/<context>.ts.
 */
export function registerGameRoutes(_app: FastifyInstance, _deps: ServiceDeps): void {}
