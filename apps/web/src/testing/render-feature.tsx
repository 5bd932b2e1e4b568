import { StrictMode, type ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '@/lib/query-client';

/** Shows where the router went and the state it carried (for link assertions). */
function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

/**
 * Renders one component of a feature (or an entity) with the app's query client — its mutation
 * `meta.invalidates` handling included — and a memory router at `/` (any other path shows a
 * probe of the location, `data-testid="location"`), in StrictMode as in the app.
 * @param ui the component
 * @param userOptions options of userEvent.setup (e.g. advanceTimers for fake timers)
 * @returns the testing-library view, a user-event session, the query client and the router
 */
export function renderFeature(ui: ReactElement, userOptions?: Options) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup(userOptions);
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, user, queryClient, router };
}
