import { useEffect } from 'react';

const APP_NAME = 'Influencer League';

/**
 * Names the browser tab after the screen while it is open, and gives the old name back after.
 * The game's name follows the screen's unless `withAppName` is false; no title leaves the tab alone.
 */
export function useDocumentTitle(title: string | null, { withAppName = true }: { withAppName?: boolean } = {}): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = withAppName ? `${title} · ${APP_NAME}` : title;
    return () => {
      document.title = previous;
    };
  }, [title, withAppName]);
}
