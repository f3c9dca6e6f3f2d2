import { useEffect, useRef, useState } from 'react';

/** §9: the scandal countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

/** "35h 59m 12s", "4m 05s", "9s": the time left to answer, never below zero. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m ${ss}s`;
  if (minutes > 0) return `${minutes}m ${ss}s`;
  return `${seconds}s`;
}

/**
 * Milliseconds left until `deadline`, re-read every second. `onZero` runs once when the time is
 * up (at once if it already is), so a dialog can close and the lists can move the scandal on.
 */
export function useCountdown(deadline: Date, onZero?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, deadline.getTime() - now);
  const zero = useRef(onZero);
  zero.current = onZero;

  const expired = remaining === 0;
  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expired]);

  useEffect(() => {
    if (expired) zero.current?.();
  }, [expired]);

  return remaining;
}
