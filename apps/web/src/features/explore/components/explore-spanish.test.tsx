import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonCatalogue, exploreCatalogue, exploreFiltersCatalogue } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildFamily } from '@/entities/parent/testing/build-family';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';
import { buildPublicKid } from '../testing/build-public-kid';

const LEEDS = { placeId: 2644688, name: 'Leeds', admin: 'ENG', country: 'GB' };

describe('Explore in Spanish (issue 28)', () => {
  // The Spanish catalogues downloaded first, as the screen's Suspense waits for it in a browser
  // (a suspension under the tests' act() environment is not retried by itself).
  beforeAll(async () => {
    // The app layout's own texts (the common catalogue) too, since it speaks through them.
    await translations.load(commonCatalogue, 'es');
    expect(translations.has(exploreCatalogue, 'es')).toBe(false);
    await translations.load(exploreCatalogue, 'es');
    await translations.load(exploreFiltersCatalogue, 'es');
  });

  it('draws the screen, the filters, the count and the cards in the parent’s saved Spanish', async () => {
    mockApi({
      'GET /api/kids': { status: 200, body: [buildKid({ id: 11, name: 'Mila Lopez' })] },
      'GET /api/kids/public': {
        status: 200,
        body: {
          items: [
            buildPublicKid({ distanceKm: 8 }),
            buildPublicKid({ id: 32, firstName: 'Ana', relationship: 'request-sent' }),
          ],
          total: 120,
          totalCapped: true,
          page: 1,
          pageSize: 12,
        },
      },
      'GET /api/friends/incoming': { status: 200, body: [] },
      'GET /api/family': { status: 200, body: buildFamily({ area: LEEDS }) },
    });
    renderApp('/dashboard/explore', { parent: buildParent({ locale: 'es' }) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explorar niños públicos' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: /Solicitudes pendientes/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mis solicitudes' })).toBeTruthy();
    expect(screen.getByLabelText('Coincidencias para')).toBeTruthy();
    const distance = screen.getByLabelText('Distancia');
    expect(within(distance).getByRole('option', { name: 'A menos de 25 km' })).toBeTruthy();
    expect(within(distance).getByRole('option', { name: 'Cualquier lugar' })).toBeTruthy();

    // ICU: the capped count, the card's distance, match score and relationship.
    expect(await screen.findByText('120+ niños cerca')).toBeTruthy();
    const zoe = within(screen.getByRole('article', { name: 'Zoe' }));
    expect(zoe.getByText(/a ≈ 8 km/)).toBeTruthy();
    expect(zoe.getByText('50% de coincidencia')).toBeTruthy();
    // The kid's age (an ICU plural) and gender, in Spanish.
    expect(zoe.getByText('7 años · Femenino')).toBeTruthy();
    expect(zoe.getByText('Intereses')).toBeTruthy();
    // The known interests the kid's form stored in English ('Art', 'Soccer'), in Spanish.
    expect(zoe.getByText('Arte')).toBeTruthy();
    expect(zoe.getByText('Fútbol')).toBeTruthy();
    expect(zoe.getByText('Intermedio')).toBeTruthy();
    expect(zoe.getByRole('button', { name: 'Conectar' })).toBeTruthy();
    expect(zoe.getByRole('button', { name: 'Bloquear' })).toBeTruthy();
    expect(zoe.getByRole('button', { name: 'Reportar' })).toBeTruthy();
    const ana = within(screen.getByRole('article', { name: 'Ana' }));
    expect(ana.getByText('Solicitud enviada')).toBeTruthy();
    expect(ana.getByRole('link', { name: 'Verla en Mis solicitudes' })).toBeTruthy();
    // Place names stay as the gazetteer has them.
    expect(zoe.getByText(/Headingley/)).toBeTruthy();
  });

  it('counts one kid in the singular', async () => {
    mockApi({
      'GET /api/kids': { status: 200, body: [] },
      'GET /api/kids/public': {
        status: 200,
        body: { items: [buildPublicKid()], total: 1, totalCapped: false, page: 1, pageSize: 12 },
      },
      'GET /api/friends/incoming': { status: 200, body: [] },
      'GET /api/family': { status: 200, body: buildFamily({ area: LEEDS }) },
    });
    renderApp('/dashboard/explore?within=any', { parent: buildParent({ locale: 'es' }) });
    expect(await screen.findByText('1 niño encontrado')).toBeTruthy();
    // The filter fields (beside the cards on a wide screen) speak Spanish too.
    expect(screen.getByRole('heading', { name: 'Intereses' })).toBeTruthy();
    // The fixed interest list and its categories in Spanish.
    const learning = screen.getByRole('group', { name: 'Aprendizaje' });
    expect(within(learning).getByRole('checkbox', { name: 'Lectura' })).toBeTruthy();
    // The custom-interest form arrives on demand (a placeholder holds its room until then).
    expect(await screen.findByRole('button', { name: /Añadir interés/ })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('Coincidencias para').textContent).toContain('Aún no hay niños'),
    );
  });
});
