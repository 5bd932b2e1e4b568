// First: the remembered colour theme is on <html> before anything renders (issue 9).
import '@/lib/theme/apply-theme-early';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/** The whole app: providers around the router. Tests pass a memory router. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
