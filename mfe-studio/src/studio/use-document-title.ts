import { useEffect } from 'react';

/** Names the browser tab while the screen is open and gives the old name back after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
