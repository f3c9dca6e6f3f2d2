const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5m ago", "3h ago", "2d ago", then the date: how long a post has been out. */
export function timeAgo(at: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** A chat time: the clock for today, the date and clock before. */
export function chatTime(at: Date, now: Date = new Date()): string {
  const clock = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return clock;
  return `${at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, ${clock}`;
}
