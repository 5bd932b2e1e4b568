import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonCatalogue, friendsCatalogue } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildFriendRequest } from '@/entities/friends/testing/build-friend-request';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { formatDateTime } from '@/lib/dates';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';

describe('My Requests in Spanish (issue 28)', () => {
  // The Spanish catalogue downloaded first, as the screen's Suspense waits for it in a browser.
  beforeAll(async () => {
    // The app layout's own texts (the common catalogue) too, since it speaks through them.
    await translations.load(commonCatalogue, 'es');
    expect(translations.has(friendsCatalogue, 'es')).toBe(false);
    await translations.load(friendsCatalogue, 'es');
  });

  it('draws both tables, statuses, meetups, dates and buttons in the parent’s saved Spanish', async () => {
    const sent = buildFriendRequest({
      id: 8,
      sender: { id: 7, name: 'Maya Lopez', email: null },
      receiver: { id: 50, name: 'Ola Berg', email: null },
      kid: { id: 90, firstName: 'Ivo' },
      createdAt: '2030-05-21T10:30:00.000Z',
    });
    const received = buildFriendRequest({ id: 5, status: 'accepted' });
    mockApi({
      'GET /api/friends/my-requests': { status: 200, body: { sent: [sent], received: [received] } },
    });
    renderApp('/my-requests', { parent: buildParent({ locale: 'es' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('link', { name: /Volver a Explorar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Actualizar/ })).toBeTruthy();

    await screen.findByRole('heading', { name: 'Solicitudes que enviaste' });
    const sentTable = within(
      screen.getAllByRole('region', { name: 'Solicitudes que enviaste' })[0]!,
    );
    expect(sentTable.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Para',
      'Encuentro',
      'Estado',
      'Enviada el',
      'Acciones',
    ]);
    const row = sentTable.getAllByRole('row')[1]!;
    expect(row.textContent).toContain('sobre Ivo');
    expect(row.textContent).toContain('Pendiente');
    expect(row.textContent).toContain('Juego');
    // The date in Spanish (Intl with the chosen locale).
    expect(row.textContent).toContain(formatDateTime('2030-05-21T10:30:00.000Z', 'es'));
    expect(
      within(row).getByRole('button', { name: 'Cancelar la solicitud a Ola Berg' }),
    ).toBeTruthy();

    const receivedTable = within(
      screen.getAllByRole('region', { name: 'Solicitudes que recibiste' })[0]!,
    );
    expect(receivedTable.getAllByRole('columnheader')[0]?.textContent).toBe('De');
    expect(receivedTable.getAllByRole('columnheader')[3]?.textContent).toBe('Recibida el');
    expect(receivedTable.getByText('Aceptada')).toBeTruthy();
    expect(
      receivedTable.getByRole('button', { name: 'Reportar a la familia de Sam Carter' }),
    ).toBeTruthy();
  });

  it('says the empty texts in Spanish', async () => {
    mockApi({ 'GET /api/friends/my-requests': { status: 200, body: { sent: [], received: [] } } });
    renderApp('/my-requests', { parent: buildParent({ locale: 'es' }) });
    expect(await screen.findByText('Aún no has enviado solicitudes.')).toBeTruthy();
    expect(screen.getByText('Aún no has recibido solicitudes.')).toBeTruthy();
  });
});
