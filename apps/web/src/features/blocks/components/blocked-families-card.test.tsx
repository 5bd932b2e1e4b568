import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES, type Block } from '@nestling/shared';
import { mockApi } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { BlockedFamiliesCard } from './blocked-families-card';

const zoe: Block = {
  id: 3,
  kid: { id: 31, firstName: 'Zoe' },
  guardianFirstName: 'Sam',
  createdAt: '2030-01-02T10:00:00.000Z',
};
/** Blocked by a parent from a chat or a request (issue 27): named by its guardian. */
const byParent: Block = {
  id: 5,
  kid: null,
  guardianFirstName: 'Jon',
  createdAt: '2030-01-01T11:00:00.000Z',
};
/** Its kid's profile since deleted, and no guardian left. */
const gone: Block = {
  id: 4,
  kid: null,
  guardianFirstName: null,
  createdAt: '2030-01-01T10:00:00.000Z',
};

describe('Blocked families (product.md: blocks can be listed and undone)', () => {
  it('lists each blocked family, and Unblock removes it', async () => {
    let blocks = [zoe, byParent, gone];
    const { requests } = mockApi({
      'GET /api/blocks': () => ({ status: 200, body: blocks }),
      'DELETE /api/blocks/3': () => {
        blocks = [byParent, gone];
        return { status: 204 };
      },
    });
    const { user } = renderFeature(<BlockedFamiliesCard />);
    const region = within(await screen.findByRole('region', { name: 'Blocked families' }));
    expect(await region.findByText(BLOCK_MESSAGES.familyOf('Zoe'))).toBeTruthy();
    expect(region.getByText(BLOCK_MESSAGES.familyOf('Jon'))).toBeTruthy();
    expect(region.getByText('A family you blocked')).toBeTruthy();
    await user.click(
      region.getByRole('button', { name: `Unblock ${BLOCK_MESSAGES.familyOf('Zoe')}` }),
    );
    await waitFor(() => expect(region.queryByText(BLOCK_MESSAGES.familyOf('Zoe'))).toBeNull());
    expect(region.getByText('A family you blocked')).toBeTruthy();
    expect(
      requests.some((request) => request.method === 'DELETE' && request.path === '/api/blocks/3'),
    ).toBe(true);
  });

  it('says when no family is blocked', async () => {
    mockApi({ 'GET /api/blocks': { status: 200, body: [] } });
    renderFeature(<BlockedFamiliesCard />);
    expect(await screen.findByText('You have not blocked any family.')).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/blocks': { status: 500, body: { error: 'Down.', code: 'X' } } });
    renderFeature(<BlockedFamiliesCard />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load blocked families.',
    );
  });
});
