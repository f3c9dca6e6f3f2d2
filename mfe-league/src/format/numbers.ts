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
