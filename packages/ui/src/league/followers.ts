/** How a follower count is shortened; the defaults are the dashboard's, which the studio follows too. */
export interface FollowerFormat {
  /**
   * 'nearest' (default) rounds to the digit shown; 'down' drops the rest, so a count never reads
   * more than it is and never rolls over into the next unit.
   */
  rounding?: 'nearest' | 'down';
  /** Keep a trailing ".0" ("1.0k", the default) so a figure's width does not jump; false writes "1k". */
  keepZero?: boolean;
}

/**
 * §9: followers of 1000 or more show abbreviated: one decimal and a k under ten thousand
 * ("1.4k"), whole thousands and a K under a million ("15K"), one decimal and an M beyond ("1.2M").
 * A value that rounds up into the next unit is written in it (9,960 reads "10K", not "10.0k").
 * Signed counts (followers gained or lost) keep their sign.
 */
export function formatFollowers(count: number, format: FollowerFormat = {}): string {
  const step = format.rounding === 'down' ? Math.floor : Math.round;
  const oneDecimal = (tenths: number): string => {
    const text = (tenths / 10).toFixed(1);
    return format.keepZero === false && text.endsWith('.0') ? text.slice(0, -2) : text;
  };
  const sign = count < 0 ? '-' : '';
  const size = Math.abs(count);
  if (size < 1000) return `${sign}${size}`;
  const hundreds = step(size / 100);
  if (hundreds < 100) return `${sign}${oneDecimal(hundreds)}k`;
  const thousands = step(size / 1000);
  if (thousands < 1000) return `${sign}${thousands}K`;
  return `${sign}${oneDecimal(step(size / 100_000))}M`;
}
