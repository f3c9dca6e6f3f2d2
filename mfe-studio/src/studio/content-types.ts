import { CONTENT_TYPES, type ContentType } from '@il/contracts';

/** The tab's label and emoji of a content type (§2). */
export function contentTypeInfo(type: ContentType): { value: ContentType; label: string; icon: string } {
  return CONTENT_TYPES.find((entry) => entry.value === type) ?? { value: type, label: type, icon: '✨' };
}
