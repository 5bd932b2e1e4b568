import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blocksCatalogue,
  calendarCatalogue,
  commonCatalogue,
  kidsCatalogue,
  profileCatalogue,
  settingsCatalogue,
  settingsBelowCatalogue,
  profileFormCatalogue,
  pushDevicesCatalogue,
} from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { buildSubscription } from '@/entities/subscription/testing/build-subscription';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';

const SPANISH_PARENT = buildParent({ name: 'Maya Ruiz', locale: 'es', emailVerified: true });

describe('The parent’s screens in Spanish (issue 28)', () => {
  // The Spanish catalogues downloaded first, as the screens' Suspense waits for them in a browser.
  beforeAll(async () => {
    await translations.load(commonCatalogue, 'es');
    expect(translations.has(profileCatalogue, 'es')).toBe(false);
    await translations.load(profileCatalogue, 'es');
    await translations.load(settingsCatalogue, 'es');
    await translations.load(settingsBelowCatalogue, 'es');
    await translations.load(profileFormCatalogue, 'es');
    await translations.load(kidsCatalogue, 'es');
    await translations.load(calendarCatalogue, 'es');
    await translations.load(blocksCatalogue, 'es');
    await translations.load(pushDevicesCatalogue, 'es');
  });

  it('draws the parent hub in the parent’s saved Spanish: greeting, kid count, messages, kids', async () => {
    mockApi({
      'GET /api/kids': {
        status: 200,
        body: [buildKid({ id: 5, name: 'Mia', age: 1, gender: 'Female' })],
      },
      'GET /api/schedules': { status: 200, body: [] },
      'GET /api/messages/unread-preview': { status: 200, body: [] },
    });
    const { user } = renderApp('/dashboard/parent-hub', { parent: SPANISH_PARENT });

    const kid = within(await screen.findByRole('article', { name: 'Mia' }));
    expect(document.documentElement.lang).toBe('es');
    expect(kid.getByText('1 año · Femenino')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Centro familiar' })).toBeTruthy();
    expect(
      main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.trim()),
    ).toEqual(['Hola, Maya', 'Mensajes', expect.any(String), 'Tus niños']);
    expect(main.getByText('1 niño')).toBeTruthy();
    expect(main.getByText('No hay mensajes nuevos.')).toBeTruthy();
    expect(main.getByRole('link', { name: 'Ver todos' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Administrar niños' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Ajustes' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Familia' })).toBeTruthy();
    expect(main.getByRole('img', { name: 'Tu foto de perfil' })).toBeTruthy();

    await user.click(main.getByRole('button', { name: 'Editar perfil' }));
    const form = within(await screen.findByRole('form', { name: 'Editar perfil' }));
    expect(form.getByLabelText(/Nombre/)).toBeTruthy();
    expect(form.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(form.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(form.getByRole('button', { name: 'Subir foto' })).toBeTruthy();
  });

  it('draws Settings in the parent’s saved Spanish, and Delete my account’s dialog', async () => {
    mockApi({
      'GET /api/blocks': { status: 200, body: [] },
      'GET /api/calendar-feed': { status: 200, body: { enabled: false, createdAt: null } },
      'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
      'GET /api/push/subscriptions': { status: 200, body: { items: [] } },
    });
    const { user } = renderApp('/dashboard/settings', { parent: SPANISH_PARENT });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver al centro familiar/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Descargar mis datos' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pantalla' })).toBeTruthy();
    // The calendar feed card (drawn with the screen): the settings area's calendarFeed.*.
    const feed = within(
      screen.getByRole('region', {
        name: 'Suscríbete en Google Calendar, Apple Calendar u Outlook',
      }),
    );
    expect(await feed.findByText('La suscripción al calendario está desactivada.')).toBeTruthy();
    expect(feed.getByRole('button', { name: 'Activar la suscripción al calendario' })).toBeTruthy();
    // The push card (a lazy part): its own area, pushDevices.
    expect(await screen.findByRole('region', { name: 'Notificaciones push' })).toBeTruthy();
    const plan = within(await screen.findByRole('region', { name: 'Suscripción' }));
    expect(await plan.findByText('Plan gratuito')).toBeTruthy();
    expect(plan.getByRole('link', { name: 'Gestionar suscripción' })).toBeTruthy();

    const deletion = within(await screen.findByRole('region', { name: 'Eliminar mi cuenta' }));
    await user.click(deletion.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' }));
    await user.click(dialog.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    expect(await dialog.findByText('Escribe tu contraseña.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});
