import { api, rawApi } from '@il/contracts';
import type { ServiceDeps } from '@il/platform';
import { progressionPostConsequencesReading } from '@il/progression';
import {
  CARD_IMAGE_MEDIA_TYPE,
  contentQueries,
  postingService,
  shippedCardImages,
  shippedCatalogs,
} from '@il/studio';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../http/auth-context';
import { etagMatches } from '../http/if-none-match';
import { registerCall } from '../http/register-call';

export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';
/** Card images change only with a new catalog; a day of caching, revalidated by ETag after. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** §7 Content: options, trending topics, posting, post history, and the card images. */
export function registerStudioRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  // A post's scandal dice, brand deal progress and milestones are decided in the post's own append.
  const posting = postingService(deps, shippedCatalogs(), progressionPostConsequencesReading(deps.read));
  const queries = contentQueries(deps);
  const images = shippedCardImages();

  registerCall(app, api.contentOptions, async ({ auth, query }) =>
    queries.options(requireUser(auth).id, query.leagueId, query.contentType),
  );

  registerCall(app, api.trendingTopics, async ({ auth, query }) => queries.trending(requireUser(auth).id, query.leagueId));

  registerCall(app, api.postContent, async ({ auth, query, body, ctx }) => {
    const { position, ...answer } = await posting.post(requireUser(auth).id, query.leagueId, body, ctx);
    await deps.awaitProjections(position, ctx);
    return answer;
  });

  registerCall(app, api.contentHistory, async ({ auth, query }) => queries.history(requireUser(auth).id, query));

  // Public like the contract says: card art is not secret, and <img> needs no session to cache it.
  const image = rawApi.contentImage;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: image.method,
    url: `/_api${image.path}`,
    schema: { querystring: image.query },
    handler: async (request, reply) => {
      const found = images.image(request.query.id);
      if (!found) return reply.status(404).header('cache-control', 'no-store').send({ error: IMAGE_NOT_FOUND_MESSAGE });
      reply.header('etag', found.etag).header('cache-control', IMAGE_CACHE_CONTROL);
      if (etagMatches(request.headers['if-none-match'], found.etag)) return reply.status(304).send();
      return reply.type(CARD_IMAGE_MEDIA_TYPE).send(found.svg);
    },
  });
}
