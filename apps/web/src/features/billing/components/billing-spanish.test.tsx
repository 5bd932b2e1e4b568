import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingCatalogue, commonCatalogue } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import {
  activePremium,
  buildSubscription,
} from '@/entities/subscription/testing/build-subscription';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';

const parent = buildParent({ locale: 'es' });

describe('billing in Spanish (issue 28)', () => {
  // The Spanish catalogues downloaded first, as the screen's Suspense waits for them in a browser
  // (a suspension under the tests' act() environment is not retried by itself).
  beforeAll(async () => {
    await translations.load(commonCatalogue, 'es');
    expect(translations.has(billingCatalogue, 'es')).toBe(false);
    await translations.load(billingCatalogue, 'es');
  });

  it('offers the free trial and the plan’s features on /dashboard/subscribe', async () => {
    mockApi({
      'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
    });
    renderApp('/dashboard/subscribe', { parent });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nestling Premium' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(
      await screen.findByText('Necesitas una suscripción activa para usar las sugerencias de IA.'),
    ).toBeTruthy();
    expect(screen.getByText('Sugerencias de IA ilimitadas')).toBeTruthy();
    expect(screen.getByText('Tus preguntas se responden primero.')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Empieza tu prueba gratis de 14 días' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver a Logros/ })).toBeTruthy();
  });

  it('says the renewal day in Spanish words', async () => {
    mockApi({
      'GET /api/parents/check-subscription': {
        status: 200,
        body: { ...activePremium(), currentPeriodEnd: '2026-12-07T12:00:00.000Z' },
      },
    });
    renderApp('/dashboard/subscribe', { parent });

    expect(await screen.findByText(/Tu suscripción se renueva el 7 dic 2026\./)).toBeTruthy();
    expect(screen.getByText(/Las sugerencias de hitos con IA están desbloqueadas\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ir a Logros/ })).toBeTruthy();
  });

  it('describes the plan on /premium', async () => {
    mockApi({
      'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
    });
    renderApp('/premium', { parent });

    expect(await screen.findByText('Más ayuda con cada hito, para toda la familia.')).toBeTruthy();
    expect(screen.getByText('Análisis avanzados')).toBeTruthy();
    expect(
      await screen.findByText('14 días gratis, sin tarjeta. Una prueba por familia.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empieza tu prueba gratis de 14 días' })).toBeTruthy();
  });
});
