/**
 * §9: followers of 1000 or more show abbreviated: one decimal and a k under ten thousand
 * ("1.4k"), whole thousands and a K under a million ("15K"), one decimal and an M beyond ("1.2M").
 * Rounded like the dashboard's figures; a value that rounds up into the next unit is written in it
 * (9,960 reads "10K", not "10.0k").
 */
export function formatFollowers(followers: number): string {
  const sign = followers < 0 ? '-' : '';
  const size = Math.abs(followers);
  if (size < 1000) return `${sign}${size}`;
  const thousandsOneDecimal = Math.round(size / 100) / 10;
  if (thousandsOneDecimal < 10) return `${sign}${thousandsOneDecimal.toFixed(1)}k`;
  const thousands = Math.round(size / 1000);
  if (thousands < 1000) return `${sign}${thousands}K`;
  return `${sign}${(Math.round(size / 100_000) / 10).toFixed(1)}M`;
}

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
