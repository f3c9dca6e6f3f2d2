/**
 * §9: followers of 1000 or more show abbreviated: 1.5k under ten thousand, 15K up to a million,
 * 1.2M beyond. Below 1000 the exact count.
 */
export function formatFollowers(followers: number): string {
  if (followers >= 1_000_000) return `${(followers / 1_000_000).toFixed(1)}M`;
  if (followers >= 10_000) return `${Math.round(followers / 1_000)}K`;
  if (followers >= 1_000) return `${(followers / 1_000).toFixed(1)}k`;
  return String(followers);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** §9: money as whole US dollars. */
export function formatMoney(amount: number): string {
  return usd.format(Math.round(amount));
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function formatTime(date: Date): string {
  return timeFormat.format(date);
}
