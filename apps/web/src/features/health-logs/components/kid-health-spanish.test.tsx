import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonCatalogue, healthCatalogue } from '@nestling/shared';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildHealthLog } from '../testing/build-health-log';

const kid = buildKid({ id: 12, name: 'Mia' });

describe('the health tracker in Spanish (issue 28)', () => {
  // The Spanish catalogue downloaded first, as the route's Suspense does in a browser.
  beforeAll(async () => {
    // The app layout's own texts (the common catalogue) too, since it speaks through them.
    await translations.load(commonCatalogue, 'es');
    await translations.load(healthCatalogue, 'es');
  });
  // Nothing below the overview comes into view (the log list and Growth keep their loading
  // lines): this test is about the first screen.
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws the title, the forms, the weekly summary and the spec’s texts in the parent’s Spanish', async () => {
    const logs = [
      buildHealthLog({ mood: 'Happy', sleep: 9.5, daysAgo: 1 }),
      buildHealthLog({ mood: 'Happy', sleep: 8, daysAgo: 2 }),
    ];
    mockApi({
      [`GET /api/kids/${kid.id}`]: { status: 200, body: kid },
      'GET /api/health': { status: 200, body: { logs, nextOffset: null } },
    });
    const { user } = renderApp(`/dashboard/kids/${kid.id}/health`, {
      parent: buildParent({ locale: 'es' }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Salud de Mia' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    const logForm = within(
      await screen.findByRole('form', { name: 'Agregar un registro de salud' }),
    );
    expect(logForm.getByRole('option', { name: '😊 Feliz' })).toBeTruthy();
    expect(logForm.getByLabelText('Sueño (horas)')).toBeTruthy();
    const assessment = within(await screen.findByRole('form', { name: 'Autoevaluación' }));
    expect(assessment.getByLabelText(/¿Cómo te sientes hoy\?/)).toBeTruthy();
    expect(assessment.getByRole('option', { name: '🟢 Muy bien' })).toBeTruthy();

    const summary = within(await screen.findByRole('region', { name: 'Resumen semanal' }));
    expect(summary.getByText('Ánimo más frecuente')).toBeTruthy();
    expect(summary.getByText('8,8 horas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeTruthy();
    expect(screen.getAllByText('Cargando los registros de salud...').length).toBeGreaterThan(0);

    // No date: the spec's status text (HEALTH_MESSAGES.nameAndDateRequired) in Spanish.
    await user.clear(logForm.getByLabelText(/Fecha/));
    await user.click(logForm.getByRole('button', { name: 'Agregar registro de salud' }));
    expect(
      await logForm.findByText('❌ El nombre del niño y la fecha son obligatorios.'),
    ).toBeTruthy();
  });
});
