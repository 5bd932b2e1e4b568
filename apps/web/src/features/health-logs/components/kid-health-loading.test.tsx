import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';

/** The data part's code (the forms, overview and log list), held back until the test lets it come. */
const dataPart = await vi.hoisted(() =>
  import('@/testing/module-asked').then(({ moduleAsked }) => moduleAsked({ held: true })),
);
vi.mock('./kid-health-data', dataPart.mock);

const parent = buildParent();
const kid = buildKid({ id: 12, name: 'Mia' });

describe('health screen while its code is on the way (issue 29)', () => {
  it('says the logs are loading below the title until the forms and the list come', async () => {
    mockApi({
      [`GET /api/kids/${kid.id}`]: { status: 200, body: kid },
      'GET /api/health': { status: 200, body: { logs: [], nextOffset: null } },
    });
    renderApp(`/dashboard/kids/${kid.id}/health`, { parent });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Health Tracker for Mia' }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(dataPart.asked).toBe(true));
    // The title is not left alone on the screen while the code is on its way.
    expect(screen.getByRole('status').textContent).toContain('Loading health logs...');
    expect(screen.queryByRole('form', { name: 'Add a health log' })).toBeNull();

    dataPart.release();
    expect(await screen.findByRole('form', { name: 'Add a health log' })).toBeTruthy();
    expect(await screen.findByText('Charts appear here once you add a health log.')).toBeTruthy();
    // The line below the title is gone; what is left loading is the log list, until it is
    // scrolled near: one line, after the list's heading.
    const lines = screen.getAllByText('Loading health logs...');
    expect(lines).toHaveLength(1);
    expect(
      screen.getByRole('heading', { name: 'Health logs' }).compareDocumentPosition(lines[0]!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
