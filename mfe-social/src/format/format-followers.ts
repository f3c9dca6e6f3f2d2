/** §9: below 1000 as is; then 1.2k, 15K and 1.2M, so counts stay short on a phone. */
export function formatFollowers(count: number): string {
  const sign = count < 0 ? '-' : '';
  const value = Math.abs(count);
  if (value < 1000) return `${sign}${value}`;
  if (value < 10_000) return `${sign}${trimZero((Math.floor(value / 100) / 10).toFixed(1))}k`;
  if (value < 1_000_000) return `${sign}${Math.floor(value / 1000)}K`;
  return `${sign}${trimZero((Math.floor(value / 100_000) / 10).toFixed(1))}M`;
}

function trimZero(text: string): string {
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}
