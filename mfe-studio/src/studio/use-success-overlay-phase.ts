import { useEffect, useRef, useState } from 'react';

/** §4 Success overlay phases and §9 timings, counted from the moment the post succeeds. */
export type OverlayPhase = 'hidden' | 'appearing' | 'showing' | 'disappearing';
export const OVERLAY_TIMINGS = { showingAt: 100, disappearingAt: 3000, hiddenAt: 3500 } as const;

/**
 * Runs the phases once each time `active` turns true; when the overlay is hidden again the
 * completion handler runs (the flow resets to browsing).
 */
export function useSuccessOverlayPhase(active: boolean, onComplete: () => void): OverlayPhase {
  const [phase, setPhase] = useState<OverlayPhase>(active ? 'appearing' : 'hidden');
  // Adjusted while rendering, so the render that turns `active` on already shows the overlay:
  // setting it from an effect would put a second render between the post's answer and the overlay.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    setPhase(active ? 'appearing' : 'hidden');
  }
  const complete = useRef(onComplete);
  complete.current = onComplete;

  useEffect(() => {
    if (!active) return;
    const timers = [
      setTimeout(() => setPhase('showing'), OVERLAY_TIMINGS.showingAt),
      setTimeout(() => setPhase('disappearing'), OVERLAY_TIMINGS.disappearingAt),
      setTimeout(() => {
        setPhase('hidden');
        complete.current();
      }, OVERLAY_TIMINGS.hiddenAt),
    ];
    return () => timers.forEach(clearTimeout);
  }, [active]);

  return phase;
}
