import type { CaptionType } from '@il/contracts';
import Flame from 'lucide-react/icons/flame';
import Gem from 'lucide-react/icons/gem';
import HandHeart from 'lucide-react/icons/hand-heart';
import PenLine from 'lucide-react/icons/pen-line';
import Smile from 'lucide-react/icons/smile';
import type { LucideIcon } from 'lucide-react';

/** How each caption style reads in the modal. */
export const CAPTION_STYLES: Record<CaptionType | 'custom', { label: string; icon: LucideIcon }> = {
  safe: { label: 'Safe', icon: Smile },
  humble: { label: 'Humble', icon: HandHeart },
  aspirational: { label: 'Aspirational', icon: Gem },
  thirst: { label: 'Thirst Trap', icon: Flame },
  custom: { label: 'Write Your Own', icon: PenLine },
};
