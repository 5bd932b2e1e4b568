import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACE_MESSAGES } from '@nestling/shared';
import { buildFamily } from '@/entities/parent/testing/build-family';
import { mockApi } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { FamilyScreen } from './family-screen';

const LEEDS = { id: 2644688, name: 'Leeds', admin: 'ENG', country: 'GB' };
const LEEDS_AL = { id: 4072130, name: 'Leeds', admin: 'AL', country: 'US' };

function mockHomeArea(family = buildFamily()) {
  return mockApi({
    'GET /api/family': { status: 200, body: family },
    'GET /api/places': (request) => ({
      status: 200,
      body: request.query.get('q')?.toLowerCase().startsWith('lee') ? [LEEDS, LEEDS_AL] : [],
    }),
    'PUT /api/family/area': (request) => ({
      status: 200,
      body: {
        placeId: (request.body as { placeId: number }).placeId,
        name: 'Leeds',
        admin: 'ENG',
        country: 'GB',
      },
    }),
  });
}

describe('the home area typeahead (issue 30)', { timeout: 30_000 }, () => {
  it('lists the places typed, chosen with the keyboard, and saves only the place’s id', async () => {
    const { requests } = mockHomeArea();
    const { user } = renderFeature(<FamilyScreen viewerId={7} onLeft={() => {}} />);
    const input = await screen.findByRole('combobox', { name: PLACE_MESSAGES.homeArea });
    expect(screen.getByText(PLACE_MESSAGES.none)).toBeTruthy();
    await user.type(input, 'lee');
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Leeds, ENG, GB', 'Leeds, AL, US']),
    );
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect((input as HTMLInputElement).value).toBe('Leeds, ENG, GB');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: PLACE_MESSAGES.save }));
    expect(await screen.findByText(PLACE_MESSAGES.saved)).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ placeId: LEEDS.id });
    // The family's card shows the place at once.
    expect(await screen.findByText('Leeds, ENG, GB', { selector: 'p' })).toBeTruthy();
  });

  it('refuses free text: a place must come from the list', async () => {
    const { requests } = mockHomeArea();
    const { user } = renderFeature(<FamilyScreen viewerId={7} onLeft={() => {}} />);
    const input = await screen.findByRole('combobox', { name: PLACE_MESSAGES.homeArea });
    await user.type(input, '77 Hidden Rd, Flat 2');
    await user.click(screen.getByRole('button', { name: PLACE_MESSAGES.save }));
    expect(await screen.findByText(PLACE_MESSAGES.chooseFromList)).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a caregiver the area without the form', async () => {
    mockHomeArea(
      buildFamily({
        role: 'caregiver',
        area: { placeId: LEEDS.id, name: 'Leeds', admin: 'ENG', country: 'GB' },
      }),
    );
    renderFeature(<FamilyScreen viewerId={8} onLeft={() => {}} />);
    expect(await screen.findByText('Leeds, ENG, GB')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
