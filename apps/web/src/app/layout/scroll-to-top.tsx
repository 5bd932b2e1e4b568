import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls the window to the top whenever the route's path changes (spec §2.2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
