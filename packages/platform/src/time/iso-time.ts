const DAY_MS = 24 * 60 * 60 * 1000;

/** The date parts of the UTC days written lately ("2026-03-02T"), by day number since the epoch. */
const days = new Map<number, string>();
/** Days kept: those an action meets (today, a stat's last change, a deadline) and more. */
const KEPT_DAYS = 64;

const two = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * `new Date(ms).toISOString()`, the same text, for the instants of the UTC days written lately
 * without going through V8's date formatting: an action stamps and compares several instants of
 * the same day (its events' times, the energy's regeneration), and each `toISOString` cost about
 * 8,500 instructions, this a few hundred. Another day is written once by `toISOString` and its date kept;
 * an invalid instant throws RangeError as `toISOString` does.
 */
export function isoTime(ms: number): string {
  // A Date drops the fraction of a millisecond (and refuses NaN): left to it.
  if (!Number.isInteger(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  const date = days.get(day);
  if (date === undefined) {
    const text = new Date(ms).toISOString();
    // Years outside 0000-9999 are written with six digits and a sign: left to toISOString.
    if (text.length !== 24) return text;
    if (days.size >= KEPT_DAYS) days.clear();
    days.set(day, text.slice(0, 11));
    return text;
  }
  let rest = ms - day * DAY_MS;
  const milliseconds = rest % 1000;
  rest = (rest - milliseconds) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  return `${date}${two(hours)}:${two(minutes)}:${two(seconds)}.${three(milliseconds)}Z`;
}

/** The UTC day (YYYY-MM-DD) of an epoch instant, from the same kept days as isoTime. */
export function isoDay(ms: number): string {
  const date = days.get(Math.floor(ms / DAY_MS));
  return date === undefined ? isoTime(ms).slice(0, 10) : date.slice(0, 10);
}
