import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonCatalogue, kidFormsCatalogue, kidsCatalogue } from '@nestling/shared';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';

describe('the kids profile in Spanish (issue 28)', () => {
  // The Spanish catalogues downloaded first, as the route's Suspense does in a browser.
  beforeAll(async () => {
    // The app layout's own texts (the common catalogue) too, since it speaks through them.
    await translations.load(commonCatalogue, 'es');
    await translations.load(kidsCatalogue, 'es');
    await translations.load(kidFormsCatalogue, 'es');
  });

  it('lists the kids, their ages and genders, and the add form in the parent’s Spanish', async () => {
    mockApi({
      'GET /api/kids': {
        status: 200,
        body: [
          buildKid({ id: 1, name: 'Mia', age: 1, gender: 'Female', showInExplore: true }),
          buildKid({ id: 2, name: 'Leo', age: 7, gender: 'Male', showInExplore: false }),
        ],
      },
    });
    const { user } = renderApp('/dashboard/kidsprofile', { parent: buildParent({ locale: 'es' }) });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Administrar los perfiles de los niños',
      }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Perfiles de los niños · Nestling');
    expect(screen.getByRole('heading', { name: 'Tus niños' })).toBeTruthy();
    expect(await screen.findByText('1 año · Femenino')).toBeTruthy();
    expect(screen.getByText('7 años · Masculino')).toBeTruthy();
    expect(screen.getByText('Visible en Explorar')).toBeTruthy();
    expect(screen.getByText('Privado')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Registros de salud/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Agregar niño' }));
    const form = within(
      await screen.findByRole('region', { name: 'Agregar el perfil de un niño' }),
    );
    expect(await form.findByLabelText(/Nombre/)).toBeTruthy();
    expect(form.getByLabelText(/Dirección/)).toBeTruthy();
    // The shared person fields take the kid form's words (they said "Gender" in English).
    const gender = form.getByLabelText(/^Género/);
    expect(within(gender).getByRole('option', { name: 'Femenino' })).toBeTruthy();
    expect(form.getByLabelText(/^Fecha de nacimiento/)).toBeTruthy();
    const interests = within(form.getByRole('group', { name: 'Intereses' }));
    // The form's interests (stored as their English words) named in Spanish.
    expect(interests.getByRole('checkbox', { name: 'Lectura' })).toBeTruthy();
    expect(interests.getByRole('checkbox', { name: 'Videojuegos' })).toBeTruthy();
    expect(form.getByRole('button', { name: 'Guardar el perfil' })).toBeTruthy();
  });

  it('says the empty list, and the form’s check (a shared schema’s text), in Spanish', async () => {
    mockApi({ 'GET /api/kids': { status: 200, body: [] } });
    const { user } = renderApp('/dashboard/kidsprofile', { parent: buildParent({ locale: 'es' }) });
    expect(
      await screen.findByText(
        'Todavía no agregaste ningún niño. Haz clic en “Agregar niño” abajo para crear su primer perfil.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agregar niño' }));
    await user.click(await screen.findByRole('button', { name: 'Guardar el perfil' }));
    expect(await screen.findByText('Completa todos los campos obligatorios.')).toBeTruthy();
  });
});
