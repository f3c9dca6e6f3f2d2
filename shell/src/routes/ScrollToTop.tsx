import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new screen starts at its top, as a newly loaded page would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
