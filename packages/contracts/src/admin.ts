import { z } from 'zod';
import { Id } from './common';
import { ContentType } from './content';

/** §3 Admin image: a content card's picture; imageData is a data:image URL or an http(s) URL. */
export const AdminImage = z.object({
  id: Id,
  title: z.string(),
  imageData: z.string(),
  contentType: ContentType,
  theme: z.string().nullable(),
});
export type AdminImage = z.infer<typeof AdminImage>;

/** GET /admin/images. Granting the admin role is an operator command (npm run admin), not a call. */
export const AdminImagesResponse = z.object({ images: z.array(AdminImage) });
export type AdminImagesResponse = z.infer<typeof AdminImagesResponse>;
