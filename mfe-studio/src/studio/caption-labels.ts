import type { CaptionType } from '@il/contracts';

/** How each caption style reads in the modal. */
export const CAPTION_STYLES: Record<CaptionType | 'custom', { label: string; icon: string }> = {
  safe: { label: 'Safe', icon: '😊' },
  humble: { label: 'Humble', icon: '🙏' },
  aspirational: { label: 'Aspirational', icon: '💎' },
  thirst: { label: 'Thirst Trap', icon: '🔥' },
  custom: { label: 'Write Your Own', icon: '✍️' },
};
