import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, pushDevicesCatalogue } from '@nestling/shared';
import { LocaleProvider } from '@/lib/i18n/locale-context';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { PushDevicesCard } from './push-devices-card';

function mockPush() {
  mockApi({
    'GET /api/push/subscriptions': {
      status: 200,
      body: {
        items: [
          {
            id: 3,
            endpoint: 'https://push.example/3',
            browser: 'Firefox on Linux',
            createdAt: '2026-11-25T14:30:00.000Z',
          },
        ],
      },
    },
    'GET /api/notification-preferences': {
      status: 200,
      body: {
        kinds: {
          messages: { inApp: true, push: true },
          requests: { inApp: true, push: false },
          reminders: { inApp: true, push: true },
          calls: { inApp: true, push: true },
        },
        quietHours: { start: '22:00', end: '07:00', timeZone: 'Europe/London' },
      },
    },
  });
}

describe('Settings’ push card (issue 25) in Spanish (issue 28)', () => {
  // The Spanish catalogue downloaded first, as the card's Suspense waits for it in a browser.
  beforeAll(async () => {
    expect(translations.has(pushDevicesCatalogue, 'es')).toBe(false);
    await translations.load(pushDevicesCatalogue, 'es');
  });

  it('says the card, the device, its date and the preferences in Spanish', async () => {
    mockPush();
    renderFeature(
      <LocaleProvider savedLocale="es">
        <Suspense fallback={null}>
          <PushDevicesCard />
        </Suspense>
      </LocaleProvider>,
    );
    const card = within(await screen.findByRole('region', { name: 'Notificaciones push' }));
    expect(await card.findByText('Añadido el 25 nov 2026, 14:30')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Quitar Firefox on Linux' }).textContent).toBe(
      'Quitar',
    );
    expect(card.getByText('Este navegador no puede recibir notificaciones push.')).toBeTruthy();
    expect(await card.findByRole('heading', { name: 'Qué te llega' })).toBeTruthy();
    expect(card.getByRole('group', { name: 'Llamadas entrantes' })).toBeTruthy();
    expect(card.getAllByRole('switch', { name: 'En la app' })).toHaveLength(4);
    expect(card.getByRole('switch', { name: /Horas de silencio/ })).toBeTruthy();
    expect(card.getByRole('group', { name: 'Desde' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Guardar preferencias' })).toBeTruthy();
  });

  it('says the card in English as PUSH_MESSAGES writes it', async () => {
    mockPush();
    renderFeature(<PushDevicesCard />);
    const card = within(await screen.findByRole('region', { name: PUSH_MESSAGES.cardTitle }));
    expect(await card.findByText(/^Added /)).toBeTruthy();
    expect(
      card.getByRole('button', { name: `${PUSH_MESSAGES.remove} Firefox on Linux` }),
    ).toBeTruthy();
    expect(await card.findByRole('heading', { name: PUSH_MESSAGES.preferencesTitle })).toBeTruthy();
    expect(card.getByRole('group', { name: PUSH_MESSAGES.kinds.calls })).toBeTruthy();
  });
});
