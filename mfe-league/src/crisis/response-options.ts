import type { ScandalResponseOption } from '@il/contracts';
import EyeOff from 'lucide-react/icons/eye-off';
import Flame from 'lucide-react/icons/flame';
import HandHeart from 'lucide-react/icons/hand-heart';
import type { LucideIcon } from 'lucide-react';

export interface ResponseChoice {
  value: ScandalResponseOption;
  label: string;
  icon: LucideIcon;
  hint: string;
}

/** The three answers in the order of §2, with what each tends to do (docs/rules.md, Scandals). */
export const RESPONSE_CHOICES: readonly ResponseChoice[] = [
  { value: 'ignore', label: 'Ignore', icon: EyeOff, hint: 'Stay silent. It may blow over, or cost you relevance.' },
  { value: 'apologize', label: 'Apologize', icon: HandHeart, hint: 'Own it. A small dip in followers, authenticity and relatability back up.' },
  { value: 'double_down', label: 'Double Down', icon: Flame, hint: 'A gamble: win relevance and drama, or lose a chunk of followers.' },
];
