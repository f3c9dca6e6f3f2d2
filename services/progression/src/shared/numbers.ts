import { REPUTATION_ASPECTS } from '@il/contracts';
import type { ReputationValues } from '@il/events';

/** Drops zero entries, so events and messages only name what moves. */
export function nonZeroReputation(changes: Partial<ReputationValues>): Partial<ReputationValues> {
  const kept: Partial<ReputationValues> = {};
  for (const aspect of REPUTATION_ASPECTS) {
    const value = changes[aspect];
    if (value) kept[aspect] = value;
  }
  return kept;
}

const signed = (n: number) => (n > 0 ? `+${n.toLocaleString('en-US')}` : `-${Math.abs(n).toLocaleString('en-US')}`);

/** "+120 followers, -4 relevance, +2 authenticity": the moved numbers in the order players read them. */
export function describeChanges(changes: {
  money?: number;
  followers?: number;
  energy?: number;
  relevance?: number;
  reputation?: Partial<ReputationValues>;
}): string {
  const parts: string[] = [];
  if (changes.money) parts.push(changes.money > 0 ? `+$${changes.money.toLocaleString('en-US')}` : `-$${Math.abs(changes.money).toLocaleString('en-US')}`);
  if (changes.followers) parts.push(`${signed(changes.followers)} followers`);
  if (changes.energy) parts.push(`${signed(changes.energy)} energy`);
  if (changes.relevance) parts.push(`${signed(changes.relevance)} relevance`);
  for (const aspect of REPUTATION_ASPECTS) {
    const value = changes.reputation?.[aspect];
    if (value) parts.push(`${signed(value)} ${aspect}`);
  }
  return parts.length > 0 ? parts.join(', ') : 'no change';
}
