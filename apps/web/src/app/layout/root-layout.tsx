import { Outlet } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

/** The outermost route: scroll-to-top on navigation, then the matched layout. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
