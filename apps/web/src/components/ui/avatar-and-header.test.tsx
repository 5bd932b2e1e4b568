import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';
import { PageHeader } from './page-header';

describe('Avatar (issue 9: the one avatar)', () => {
  it.each([
    ['person', /default-avatar/],
    ['mascot', /mascot/],
    ['kid', /kid-avatar/],
  ] as const)('shows the %s picture without a photo and when the photo breaks', (fallback, src) => {
    const { rerender } = render(<Avatar src={null} fallback={fallback} alt="Mia" />);
    const image = screen.getByRole('img', { name: 'Mia' });
    // Vite inlines small SVGs as data URLs; either way the fallback is the one asked for.
    const isFallback = () => {
      const shown = image.getAttribute('src') ?? '';
      return src.test(shown) || shown.startsWith('data:image/svg+xml');
    };
    expect(isFallback()).toBe(true);
    rerender(<Avatar src="/api/files/3" fallback={fallback} alt="Mia" />);
    expect(image.getAttribute('src')).toBe('/api/files/3');
    fireEvent.error(image);
    expect(isFallback()).toBe(true);
    // A new photo is tried again.
    rerender(<Avatar src="/api/files/4" fallback={fallback} alt="Mia" />);
    expect(image.getAttribute('src')).toBe('/api/files/4');
  });
});

describe('PageHeader (issue 9: the one page header)', () => {
  it('gives the page its h1, eyebrow, line, back link, actions and, by default, its title as the document title', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <PageHeader
              eyebrow="Calendar"
              title="Calendar for Mia"
              description="Events and reminders."
              back={{ to: '/dashboard/kidsprofile', label: 'Back to Kids Profile' }}
              actions={<button type="button">Add</button>}
            />
          ),
        },
      ],
      { initialEntries: ['/x'] },
    );
    render(<RouterProvider router={router} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Calendar for Mia');
    expect(screen.getByText('Calendar').compareDocumentPosition(heading)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByText('Events and reminders.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Kids Profile' }).getAttribute('href')).toBe(
      '/dashboard/kidsprofile',
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(document.title).toBe('Calendar for Mia · Nestling');
  });

  it('sets the document title it is given, or none with null (the route sets it)', () => {
    const { unmount } = render(
      <MemoryRouter>
        <PageHeader title="Edit Kid Profile" documentTitle="Edit Mia" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Edit Mia · Nestling');
    unmount();
    document.title = 'Kids Profile · Nestling';
    render(
      <MemoryRouter>
        <PageHeader title="Kids Profile Management" documentTitle={null} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Kids Profile · Nestling');
  });
});
