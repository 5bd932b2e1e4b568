import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonCatalogue, calendarCatalogue, SCHEDULE_EVENT_MESSAGES } from '@nestling/shared';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildEvent } from '../testing/build-event';

describe('the kid calendar in Spanish (issue 28)', () => {
  // The Spanish catalogue downloaded first, as the route's Suspense does in a browser (a
  // suspension under the tests' act() environment is not retried by itself).
  beforeAll(async () => {
    // The app layout's own texts (the common catalogue) too, since it speaks through them.
    await translations.load(commonCatalogue, 'es');
    await translations.load(calendarCatalogue, 'es');
  });

  it('speaks the parent’s saved Spanish: title, form, list, dates and the form’s check', async () => {
    const event = buildEvent({ startTime: new Date(2030, 4, 1, 14, 30).toISOString(), title: ' ' });
    mockApi({
      'GET /api/kids/5': { status: 200, body: buildKid({ id: 5, name: 'Mia' }) },
      'GET /api/schedules/5': { status: 200, body: [event] },
    });
    const { user } = renderApp('/dashboard/kids/5/calendar', {
      parent: buildParent({ locale: 'es' }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendario de Mia' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('heading', { name: 'Agregar un evento' })).toBeTruthy();
    const list = within(await screen.findByRole('region', { name: 'Próximos eventos' }));
    // A blank title is 'Untitled Event' in Spanish; the date and time in Spanish, 24-hour.
    expect(await list.findByText('Evento sin título', { selector: 'p' })).toBeTruthy();
    expect(list.getByText(/1 may 2030.*14:30/)).toBeTruthy();
    expect(list.getByRole('button', { name: /Eliminar/ })).toBeTruthy();

    // Nothing picked: the spec's status text, in Spanish.
    await user.click(await screen.findByRole('button', { name: 'Agregar evento' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '❌ Elige una fecha y escribe un título.',
    );
    expect(screen.getByLabelText(/Título del evento/)).toBeTruthy();
    expect(screen.getByLabelText('Notas (opcional)')).toBeTruthy();
  });

  it('says the Invalid Kid ID panel in Spanish', async () => {
    mockApi({});
    renderApp('/dashboard/kids/abc/calendar', { parent: buildParent({ locale: 'es' }) });
    expect(await screen.findByRole('heading', { name: 'ID de niño no válido' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('❌ El ID del niño falta o no es válido.');
    expect(screen.getByRole('link', { name: 'Ir a Perfiles de los niños' })).toBeTruthy();
  });

  it('stays in English for a parent who chose English', async () => {
    mockApi({
      'GET /api/kids/5': { status: 200, body: buildKid({ id: 5, name: 'Mia' }) },
      'GET /api/schedules/5': { status: 200, body: [] },
    });
    renderApp('/dashboard/kids/5/calendar', { parent: buildParent({ locale: 'en' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar for Mia' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText(SCHEDULE_EVENT_MESSAGES.emptyUpcoming)).toBeTruthy(),
    );
    expect(document.documentElement.lang).toBe('en');
  });
});
