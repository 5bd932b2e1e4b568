import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonCatalogue, growthCatalogue, healthCatalogue } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';
import { buildGrowth, buildMeasurement, buildScored } from '../testing/build-growth';

const kid = buildKid({ id: 12, name: 'Mia', dob: '2025-09-10', gender: 'Female' });
const SPANISH_PARENT = buildParent({ locale: 'es' });

describe('the Growth section in Spanish (issue 28)', () => {
  // The Spanish catalogues downloaded first, as the route's and the section's Suspense do.
  beforeAll(async () => {
    await translations.load(commonCatalogue, 'es');
    await translations.load(healthCatalogue, 'es');
    await translations.load(growthCatalogue, 'es');
  });
  beforeEach(() => {
    window.localStorage.clear();
    // Without an IntersectionObserver the section and its charts load at once.
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => new DOMRect(0, 0, 320, 256),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says percentiles, ages, flags, the chart, its table, the list and the form in Spanish', async () => {
    mockApi({
      [`GET /api/kids/${kid.id}`]: { status: 200, body: kid },
      'GET /api/health': { status: 200, body: { logs: [], nextOffset: null } },
      [`GET /api/kids/${kid.id}/growth`]: {
        status: 200,
        body: buildGrowth({
          measurements: [buildScored({ id: 1, ageDays: 365 }, 61.8)],
          flags: [
            {
              indicator: 'weightForAge',
              kind: 'abovePlus2',
              date: '2026-09-10',
              z: 2.3,
              previousZ: null,
              message:
                'Weight-for-age is above the +2 z-score line. Worth mentioning to your paediatrician.',
              source:
                'WHO Child Growth Standards (2006); WHO Training Course on Child Growth Assessment, Module C: Interpreting Growth Indicators (2008)',
            },
          ],
        }),
      },
      [`GET /api/kids/${kid.id}/measurements`]: {
        status: 200,
        body: { items: [buildMeasurement()], total: 1, page: 1, pageSize: 10 },
      },
    });
    const { user } = renderApp(`/dashboard/kids/${kid.id}/health`, { parent: SPANISH_PARENT });

    const section = within(
      await screen.findByRole('region', { name: 'Crecimiento' }, { timeout: 5000 }),
    );
    expect(await section.findByText('peso: percentil 62')).toBeTruthy();
    expect(section.getByRole('group', { name: 'Unidades' }).textContent).toBe(
      'Métrico (kg, cm)Imperial (lb, in)',
    );
    const flags = within(section.getByRole('list', { name: 'Vale la pena comentarlo' }));
    expect(
      flags.getByText(
        'Peso para la edad: por encima de la línea de puntuación z +2. Vale la pena comentarlo con tu pediatra.',
      ),
    ).toBeTruthy();
    expect(
      flags.getByText(/^Fuente: Patrones de crecimiento infantil de la OMS \(2006\)/),
    ).toBeTruthy();
    expect(
      await section.findByText('Peso 9,2 kg · Longitud/estatura 74,5 cm (acostado)'),
    ).toBeTruthy();
    expect(
      section.getByRole('button', { name: /^Editar la medición del 10 sept 2026$/ }),
    ).toBeTruthy();

    // The chart, said in Spanish, and its table.
    const chart = await section.findByRole('img', { name: /^Peso para la edad: las curvas/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Peso para la edad: las curvas de los percentiles 3, 15, 50, 85 y 97 de la OMS, con 1 medición; la última, del 10 sept 2026, está en el percentil 62.',
    );
    expect(section.getByRole('group', { name: 'Rango de edad' }).textContent).toContain('0–2 años');
    const table = within(await section.findByRole('table', { name: 'Peso para la edad' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Fecha',
      'Edad',
      'Valor (kg)',
      'Percentil',
    ]);
    expect(table.getByText('12 meses')).toBeTruthy();
    expect(table.getByText('percentil 62')).toBeTruthy();
    expect(table.getByText('9,2')).toBeTruthy();

    // The form: its labels, and the schema's "at least one value" in Spanish.
    const form = within(section.getByRole('form', { name: 'Agregar una medición' }));
    expect(form.getByLabelText('Peso (kg)')).toBeTruthy();
    expect(form.getByRole('option', { name: 'De pie (estatura)' })).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Agregar medición' }));
    expect(
      await form.findByText(
        'Escribe al menos uno de estos: peso, longitud/estatura o perímetro cefálico.',
      ),
    ).toBeTruthy();
  });
});
