/**
 * §9: followers of 1000 or more show abbreviated. Below a million one decimal and a k ("12.5k"),
 * from a million one decimal and an M; a trailing ".0" is kept so the width does not jump.
 */
export function formatFollowers(followers: number): string {
  const sign = followers < 0 ? '-' : '';
  const size = Math.abs(followers);
  if (size < 1000) return `${sign}${size}`;
  if (size < 1_000_000) return `${sign}${truncate(size / 1000)}k`;
  return `${sign}${truncate(size / 1_000_000)}M`;
}

// Truncating rather than rounding: 999,950 followers must not read as "1000.0k".
function truncate(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1);
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
