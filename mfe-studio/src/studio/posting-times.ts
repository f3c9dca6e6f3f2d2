/**
 * §9 Optimal posting times, by the player's local hour. A window runs from an hour before its
 * time to an hour after (8:00 to 10:00 for 9:00 AM), the end not included.
 */
export const OPTIMAL_POSTING_TIMES = [
  { label: '9:00 AM', fromHour: 8, toHour: 10 },
  { label: '1:00 PM', fromHour: 12, toHour: 14 },
  { label: '7:00 PM', fromHour: 18, toHour: 20 },
] as const;

export type PostingTime = (typeof OPTIMAL_POSTING_TIMES)[number] & { active: boolean };

export function postingTimesAt(localHour: number): PostingTime[] {
  return OPTIMAL_POSTING_TIMES.map((time) => ({ ...time, active: localHour >= time.fromHour && localHour < time.toHour }));
}
