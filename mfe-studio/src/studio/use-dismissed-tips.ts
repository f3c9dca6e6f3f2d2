import { useCallback, useState } from 'react';

const STORAGE_KEY = 'il.studio.dismissedTips';

function read(): Set<string> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** §9: pro tips stay dismissed for the browser session (sessionStorage), not forever. */
export function useDismissedTips(): { dismissed: ReadonlySet<string>; dismiss: (id: string) => void } {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(read);
  const dismiss = useCallback((id: string) => {
    setDismissed((current) => {
      const next = new Set(current).add(id);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
      } catch {
        // Storage may be full or blocked; the tip still goes away for this visit.
      }
      return next;
    });
  }, []);
  return { dismissed, dismiss };
}
