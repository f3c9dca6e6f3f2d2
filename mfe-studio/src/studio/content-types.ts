import { CONTENT_TYPES, type ContentType } from '@il/contracts';

/** The tab's label of a content type (§2); its picture is ContentTypeIcon of '@il/ui/icons'. */
export function contentTypeInfo(type: ContentType): { value: ContentType; label: string } {
  return CONTENT_TYPES.find((entry) => entry.value === type) ?? { value: type, label: type };
}

/** What posts of a type are called in a sentence: "+25% followers on photo posts today". */
const POSTS_OF_TYPE: Record<ContentType, string> = { photo: 'photo posts', story: 'stories', video: 'videos', live: 'live streams' };

export function postsOfType(type: ContentType): string {
  return POSTS_OF_TYPE[type] ?? `${type} posts`;
}
