import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountCatalogue,
  commonCatalogue,
  familyCatalogue,
  joinFamilyCatalogue,
  placesCatalogue,
} from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildFamily, buildInvitation } from '@/entities/parent/testing/build-family';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';

const SPANISH_PARENT = buildParent({ name: 'Maya Lopez', locale: 'es', emailVerified: true });
const TOKEN = 'a'.repeat(43);

describe('the Family screen and /join-family in Spanish (issue 28)', () => {
  // The Spanish catalogues downloaded first, as the screens' Suspense waits for them in a browser.
  beforeAll(async () => {
    expect(translations.has(familyCatalogue, 'es')).toBe(false);
    await translations.load(commonCatalogue, 'es');
    await translations.load(familyCatalogue, 'es');
    await translations.load(placesCatalogue, 'es');
    await translations.load(accountCatalogue, 'es');
    await translations.load(joinFamilyCatalogue, 'es');
  });

  it('draws the members, roles, dates, invitations, home area and Leave in the parent’s saved Spanish', async () => {
    mockApi({
      'GET /api/family': {
        status: 200,
        body: buildFamily({
          invitations: [
            buildInvitation(),
            buildInvitation({
              id: 41,
              email: 'old@example.com',
              role: 'guardian',
              expiresAt: '2001-01-01T10:00:00.000Z',
            }),
          ],
        }),
      },
    });
    const { user } = renderApp('/dashboard/family', { parent: SPANISH_PARENT });

    const members = within(await screen.findByRole('region', { name: 'Miembros' }));
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Familia' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver al centro familiar/ })).toBeTruthy();
    const [viewer, sam] = members.getAllByRole('listitem');
    expect(viewer!.textContent).toContain('Maya Lopez (tú)');
    expect(viewer!.textContent).toContain('TutorSe unió el 2 ene 2030');
    expect(sam!.textContent).toContain('CuidadorSe unió el 5 ene 2030');
    // The role change's select: the other role, said with its Spanish word.
    expect(members.getByRole('button', { name: 'Hacer tutor: Sam Lopez' }).textContent).toBe(
      'Hacer tutor',
    );
    expect(members.getByRole('button', { name: 'Quitar a Sam Lopez de la familia' })).toBeTruthy();

    expect(screen.getByRole('region', { name: 'Zona de residencia' }).textContent).toContain(
      'Aún sin elegir',
    );
    const invite = within(screen.getByRole('region', { name: 'Invitar a alguien' }));
    expect(await invite.findByRole('button', { name: 'Enviar invitación' })).toBeTruthy();
    expect(invite.getByRole('group', { name: 'Rol' })).toBeTruthy();
    expect(invite.getByRole('textbox', { name: /Correo electrónico/ })).toBeTruthy();
    expect(invite.getByRole('radio', { name: /^Cuidador/ })).toBeTruthy();
    expect(invite.getByRole('heading', { name: 'Invitaciones pendientes' })).toBeTruthy();
    expect(invite.getByText('old@example.com').parentElement!.textContent).toBe(
      'old@example.comTutor · El enlace caducó el 1 ene 2001, 10:00',
    );
    expect(invite.getByText('nana@example.com').parentElement!.textContent).toContain(
      'Cuidador · Enlace válido hasta el 10 ene 2099, 10:00',
    );
    expect(
      invite.getByRole('button', { name: 'Reenviar la invitación a nana@example.com' }),
    ).toBeTruthy();

    const leave = within(screen.getByRole('region', { name: 'Salir de la familia' }));
    expect(leave.getByText('Eres el único tutor de esta familia', { exact: false })).toBeTruthy();
    await user.click(leave.getByRole('button', { name: 'Salir de la familia' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: '¿Salir de esta familia?' }),
    );
    expect(dialog.getByRole('button', { name: 'Salir' })).toBeTruthy();
  });

  it('draws /join-family in Spanish for a signed-in parent', async () => {
    mockApi({});
    renderApp(`/join-family?token=${TOKEN}`, { parent: SPANISH_PARENT });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unirse a una familia' }),
    ).toBeTruthy();
    expect(document.title).toBe('Unirse a una familia · Nestling');
    expect(await screen.findByRole('heading', { name: 'Qué significa unirse' })).toBeTruthy();
    expect(screen.getByText('Sesión iniciada como Maya Lopez.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Aceptar y unirme' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ahora no' })).toBeTruthy();
  });

  it('says a link without a token is not complete, in Spanish', async () => {
    renderApp('/join-family', { parent: SPANISH_PARENT });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este enlace de invitación está incompleto. Vuelve a abrir el enlace del correo.',
    );
  });
});
