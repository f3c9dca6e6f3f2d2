import { api } from '@il/contracts';
import { generateAvatar } from '@il/league';
import type { ServiceDeps } from '@il/platform';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call';

/**
 * Avatar generation for the persona form: the configured image service (AVATAR_SERVICE_URL), or
 * a local drawing when none is configured, so the game works offline.
 */
export function registerAvatarRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  registerCall(app, api.generateAvatar, async ({ body }) => generateAvatar(body, { serviceUrl: deps.config.avatarServiceUrl }));
}
