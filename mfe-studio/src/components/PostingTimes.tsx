import { useEffect, useState } from 'react';
import { cx } from '@il/ui';
import { postingTimesAt } from '../studio/posting-times';

const MINUTE_MS = 60_000;

/** §9 optimal posting times; the window the player's clock is in lights up. */
export function PostingTimes() {
  const [hour, setHour] = useState(() => new Date().getHours());
  useEffect(() => {
    const timer = setInterval(() => setHour(new Date().getHours()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <ul className="studio-times" aria-label="Optimal posting times">
      {postingTimesAt(hour).map((time) => (
        <li key={time.label} className={cx('studio-times__slot', time.active && 'studio-times__slot--active')} aria-current={time.active ? 'time' : undefined}>
          <span>{time.label}</span>
          {time.active && <span className="studio-times__now">Now</span>}
        </li>
      ))}
    </ul>
  );
}
