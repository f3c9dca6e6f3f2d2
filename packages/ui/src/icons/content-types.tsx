import type { ContentType } from '@il/contracts';
import type { LucideIcon } from 'lucide-react';
import Camera from 'lucide-react/icons/camera';
import Radio from 'lucide-react/icons/radio';
import Smartphone from 'lucide-react/icons/smartphone';
import Video from 'lucide-react/icons/video';

/** The picture of each content type (§2 studio tabs, feed badges, post history). */
export const CONTENT_TYPE_ICONS: Record<ContentType, LucideIcon> = {
  photo: Camera,
  story: Smartphone,
  video: Video,
  live: Radio,
};

export function ContentTypeIcon({ type }: { type: ContentType }) {
  const Icon = CONTENT_TYPE_ICONS[type] ?? Camera;
  return <Icon />;
}
