import { CONTENT_TYPES, type ContentType } from '@il/contracts';

/** The tab's label of a content type (§2); its picture is ContentTypeIcon of '@il/ui/icons'. */
export function contentTypeInfo(type: ContentType): { value: ContentType; label: string } {
  return CONTENT_TYPES.find((entry) => entry.value === type) ?? { value: type, label: type };
}
