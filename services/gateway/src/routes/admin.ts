import { api } from '@il/contracts';
import { adminImages, shippedCardImages, shippedCatalogs } from '@il/studio';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call';

/** §7 Admin: the image gallery. The contract's auth 'admin' makes registerCall answer others 403. */
export function registerAdminRoutes(app: FastifyInstance): void {
  const catalogs = shippedCatalogs();
  const images = shippedCardImages();
  registerCall(app, api.adminImages, async () => adminImages(catalogs, images));
}
