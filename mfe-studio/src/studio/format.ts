/** Exact counts with thousands separators, for the numbers a player checks against a result. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A signed whole number: "+3", "-2", "0". */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : `${value}`;
}

/** §9: a trending topic's bonus shown as a percentage of its multiplier (0.25 → "+25%"). */
export function bonusPercent(bonusMultiplier: number): string {
  return `+${Math.round(bonusMultiplier * 100)}%`;
}

/** A signed count with thousands separators: "+1,204", "-3". */
export function signedCount(value: number): string {
  return `${value >= 0 ? '+' : '-'}${formatCount(Math.abs(value))}`;
}

/** Topic names may already carry their hash sign; show exactly one. */
export function hashtag(topicName: string): string {
  return `#${topicName.replace(/^#+/, '')}`;
}
