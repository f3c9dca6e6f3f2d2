import { useLayoutEffect } from 'react';
import { loadQueriesWhenIdle } from '../query/load-queries';

export const FIRST_SCREEN_MARK = 'il:first-screen';

/**
 * Marks the moment the first route's UI is committed (performance.mark), so the web benchmark can
 * tell what the shell loaded before its first screen from what it loaded after. From then on React
 * Query may load: when the browser is idle.
 */
export function FirstScreenMark() {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(FIRST_SCREEN_MARK).length > 0) return;
    performance.mark(FIRST_SCREEN_MARK);
    loadQueriesWhenIdle();
  }, []);
  return null;
}
