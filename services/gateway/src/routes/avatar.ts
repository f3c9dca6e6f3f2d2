import { api, rawApi } from '@il/contracts';
import { characterAvatarImage, generateAvatar } from '@il/league';
import type { ServiceDeps } from '@il/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { etagMatches } from '../http/if-none-match';
import { registerCall } from '../http/register-call';

export const AVATAR_NOT_FOUND_MESSAGE = 'Avatar not found';
/** A character's avatar is fixed when the character is created, so its address never goes stale. */
export const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * The image is the player's own upload. In an <img> an SVG runs nothing, but opened as a page of
 * this origin it could script; sandboxed and with nothing allowed to load, it stays a picture.
 */
export const AVATAR_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/**
 * Avatar generation for the persona form: the configured image service (AVATAR_SERVICE_URL), or
 * a local drawing when none is configured, so the game works offline. And the avatar route, which
 * answers carry instead of the inline image.
 */
export function registerAvatarRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  registerCall(app, api.generateAvatar, async ({ body }) => generateAvatar(body, { serviceUrl: deps.config.avatarServiceUrl }));

  // Public like the card image: <img> then caches it anywhere, and the picture alone tells
  // nothing about its league or its player.
  const avatar = rawApi.characterAvatar;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: avatar.method,
    url: `/_api${avatar.path}`,
    schema: { querystring: avatar.query },
    handler: async (request, reply) => {
      const found = await characterAvatarImage(deps.read, request.query.characterId);
      if (!found) return reply.status(404).header('cache-control', 'no-store').send({ error: AVATAR_NOT_FOUND_MESSAGE });
      reply
        .header('etag', found.etag)
        .header('cache-control', AVATAR_CACHE_CONTROL)
        .header('content-security-policy', AVATAR_CONTENT_SECURITY_POLICY);
      if (etagMatches(request.headers['if-none-match'], found.etag)) return reply.status(304).send();
      return reply.type(found.mediaType).send(found.bytes);
    },
  });
}
