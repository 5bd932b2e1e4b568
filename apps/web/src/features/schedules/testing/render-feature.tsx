import { StrictMode, type ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ScheduleEvent } from '@nestling/shared';
import { createQueryClient } from '@/app/query-client';

/** A schedule event as the API answers one; override any field (`date` sets both instants). */
export function buildEvent(overrides: Partial<ScheduleEvent> = {}): ScheduleEvent {
  const start = overrides.startTime ?? overrides.date ?? new Date(2030, 4, 1, 10, 15).toISOString();
  return {
    id: 1,
    kidId: 5,
    kidName: 'Mia',
    title: 'Swimming lesson',
    description: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
    date: start,
    startTime: start,
  };
}

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
 * Renders one component of the feature with a fresh query client and a memory router (any
 * other path shows a probe of the location), in StrictMode as in the app.
 * @param ui the component
 * @param userOptions options of userEvent.setup (e.g. advanceTimers for fake timers)
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
