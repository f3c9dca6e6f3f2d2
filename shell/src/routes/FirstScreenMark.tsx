import { useLayoutEffect } from 'react';

export const FIRST_SCREEN_MARK = 'il:first-screen';

/**
 * Marks the moment the first route's UI is committed (performance.mark), so the web benchmark can
 * tell what the shell loaded before its first screen from what it loaded after.
 */
export function FirstScreenMark() {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(FIRST_SCREEN_MARK).length === 0) performance.mark(FIRST_SCREEN_MARK);
  }, []);
  return null;
}
