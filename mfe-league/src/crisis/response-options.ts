import type { ScandalResponseOption } from '@il/contracts';

export interface ResponseChoice {
  value: ScandalResponseOption;
  label: string;
  icon: string;
  hint: string;
}

/** The three answers in the order of §2, with what each tends to do (docs/rules.md, Scandals). */
export const RESPONSE_CHOICES: readonly ResponseChoice[] = [
  { value: 'ignore', label: 'Ignore', icon: '🙈', hint: 'Stay silent. It may blow over, or cost you relevance.' },
  { value: 'apologize', label: 'Apologize', icon: '🙏', hint: 'Own it. A small dip in followers, authenticity and relatability back up.' },
  { value: 'double_down', label: 'Double Down', icon: '🔥', hint: 'A gamble: win relevance and drama, or lose a chunk of followers.' },
];
