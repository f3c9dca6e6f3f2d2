import { useEffect } from 'react';

/** Names the browser tab after the screen while it is open, and gives the old name back after. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Influencer League`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
