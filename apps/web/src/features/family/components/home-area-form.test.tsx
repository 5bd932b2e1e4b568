import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { PLACE_MESSAGES, familyCatalogue, placesCatalogue } from '@nestling/shared';
import { LocaleProvider } from '@/lib/i18n/locale-context';
import { translations } from '@/lib/i18n/translations';
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

/** The gazetteer's tile of Leeds' cell as the build writes it (decision 064). */
const LEEDS_TILE = [
  [2654993, 'Bradford', 'ENG', 'GB', 53.794, -1.752],
  [2644688, 'Leeds', 'ENG', 'GB', 53.796, -1.548],
  [2634910, 'Wakefield', 'ENG', 'GB', 53.683, -1.498],
];

/** The browser's Geolocation API, answering `answer` (a position, or an error code). */
function fakeGeolocation(answer: { lat: number; lon: number } | { code: 1 | 2 | 3 }) {
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure: PositionErrorCallback) {
      if ('code' in answer)
        failure({
          code: answer.code,
          message: '',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      else
        success({
          coords: { latitude: answer.lat, longitude: answer.lon, accuracy: 500 },
          timestamp: Date.now(),
        } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

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
    await user.click(screen.getByRole('button', { name: 'Save home area' }));
    expect(await screen.findByText('Home area saved.')).toBeTruthy();
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
    await user.click(screen.getByRole('button', { name: 'Save home area' }));
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

  it('"Use my location" picks the nearest place on the device and never sends the position', async () => {
    const { requests } = mockApi({
      'GET /api/family': { status: 200, body: buildFamily() },
      'GET /places/index.json': { status: 200, body: ['gcw'] },
      'GET /places/gcw.json': { status: 200, body: LEEDS_TILE },
      'PUT /api/family/area': {
        status: 200,
        body: { placeId: 2644688, name: 'Leeds', admin: 'ENG', country: 'GB' },
      },
    });
    // Leeds Kirkgate Market.
    fakeGeolocation({ lat: 53.7973, lon: -1.5414 });
    const { user } = renderFeature(<FamilyScreen viewerId={7} onLeft={() => {}} />);
    const input = await screen.findByRole('combobox', { name: PLACE_MESSAGES.homeArea });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Leeds, ENG, GB'));
    expect(screen.getByText(PLACE_MESSAGES.located('Leeds'))).toBeTruthy();
    // Only the tile list and the tiles of the cells around were asked for: no coordinates.
    expect([...new Set(requests.map((request) => request.path))]).toEqual([
      '/api/family',
      '/places/index.json',
      '/places/gcw.json',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save home area' }));
    expect(await screen.findByText('Home area saved.')).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ placeId: 2644688 });
    expect(JSON.stringify(requests.map(({ query, body }) => [String(query), body]))).not.toMatch(
      /53\.79|1\.54/,
    );
  });

  it('says so when the parent refuses the location, and when the places cannot be loaded', async () => {
    const { requests } = mockApi({
      'GET /api/family': { status: 200, body: buildFamily() },
      'GET /places/index.json': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    fakeGeolocation({ code: 1 });
    const { user } = renderFeature(<FamilyScreen viewerId={7} onLeft={() => {}} />);
    const button = await screen.findByRole('button', { name: 'Use my location' });
    await user.click(button);
    expect(await screen.findByText(PLACE_MESSAGES.locationDenied)).toBeTruthy();
    expect(requests.some((request) => request.path.startsWith('/places/'))).toBe(false);

    fakeGeolocation({ lat: 53.7973, lon: -1.5414 });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(PLACE_MESSAGES.placesUnavailable)).toBeTruthy();
    const input = screen.getByRole('combobox', { name: PLACE_MESSAGES.homeArea });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('speaks the parent’s Spanish: the field, its placeholder, the button and the schema’s refusal', async () => {
    await translations.load(placesCatalogue, 'es');
    await translations.load(familyCatalogue, 'es');
    mockHomeArea();
    const { user } = renderFeature(
      <LocaleProvider savedLocale="es">
        <Suspense fallback={null}>
          <FamilyScreen viewerId={7} onLeft={() => {}} />
        </Suspense>
      </LocaleProvider>,
    );
    const input = await screen.findByRole('combobox', { name: 'Zona de residencia' });
    expect(input.getAttribute('placeholder')).toBe('Empieza a escribir una ciudad…');
    await user.click(screen.getByRole('button', { name: 'Guardar zona de residencia' }));
    expect(await screen.findByText('Elige un lugar de la lista.')).toBeTruthy();
  });
});
