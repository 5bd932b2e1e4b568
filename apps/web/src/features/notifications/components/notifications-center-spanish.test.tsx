import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonCatalogue, notificationCenterCatalogue } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { formatDateTime } from '@/lib/dates';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';

describe('the Notifications Center in Spanish (issue 28)', () => {
  // The Spanish catalogue downloaded first, as the screen's Suspense waits for it in a browser.
  beforeAll(async () => {
    // The app layout's own texts (the common catalogue) too, since it speaks through them.
    await translations.load(commonCatalogue, 'es');
    await translations.load(notificationCenterCatalogue, 'es');
  });

  it('draws its counters, buttons, links and times in Spanish; the notification’s text as the server wrote it', async () => {
    const message = 'Sam Carter quiere organizar un juego con Mila.';
    mockApi({
      'GET /api/notifications/summary/me': { status: 200, body: { total: 1, unread: 1 } },
      'GET /api/notifications/me': {
        status: 200,
        body: {
          items: [
            {
              id: 1,
              kind: 'friend-request-received',
              message,
              link: '/dashboard/explore?requests=pending',
              startsAt: '2030-06-01T09:00:00.000Z',
              createdAt: '2030-05-20T08:00:00.000Z',
              isRead: false,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      },
    });
    renderApp('/dashboard/notifications', { parent: buildParent({ locale: 'es' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText('Sin leer')).toBeTruthy();
    // The nav's unread count (an ICU plural), read by screen readers.
    expect((await screen.findAllByText(', 1 sin leer')).length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Por página' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Marcar todas como leídas/ })).toBeTruthy();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(
      screen.getByText(`Propuesto para el ${formatDateTime('2030-06-01T09:00:00.000Z', 'es')}`),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Responder la solicitud/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mis solicitudes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marcar como leída' })).toBeTruthy();
  });
});
