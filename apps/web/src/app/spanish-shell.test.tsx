import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commonCatalogue, dashboardCatalogue } from '@nestling/shared';
import { translations } from '@/lib/i18n/translations';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from './testing/render-app';

describe('the signed-in shell and the dashboard in Spanish (issue 28)', () => {
  // The offline screen's test runs first: the app's providers download the common catalogue
  // themselves (no Suspense). Then the Spanish catalogues downloaded first, as the layouts'
  // Suspense does in a browser (a suspension under the tests' act() environment is not retried
  // by itself): this checks the loader, then the screens draw at once.
  it('says the offline screen in Spanish when the browser’s choice is Spanish and the server is unreachable', async () => {
    expect(translations.has(commonCatalogue, 'es')).toBe(false);
    window.localStorage.setItem('nestling.locale', 'es');
    mockApi({
      'GET /api/auth/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estás sin conexión' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  describe('with the catalogues downloaded', () => {
    beforeAll(async () => {
      await translations.load(dashboardCatalogue, 'es');
      await translations.load(commonCatalogue, 'es');
    });
    afterEach(() => {
      window.localStorage.removeItem('nestling.locale');
    });

    it('says the navigation, the dashboard and the footer in the parent’s saved Spanish', async () => {
      const { user } = renderApp('/dashboard', { parent: buildParent({ locale: 'es' }) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Maya' })).toBeTruthy();
      expect(screen.getByText('¿Adónde quieres ir hoy?')).toBeTruthy();

      const nav = screen.getByRole('navigation', { name: 'Principal' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Nestling',
        'Panel',
        'Centro familiar',
        'Explorar niños',
        'Mensajes',
        'Notificaciones',
      ]);
      expect(within(nav).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeTruthy();
      expect(
        screen.getByText('© Nestling · Privado por defecto, hecho para familias.'),
      ).toBeTruthy();

      const tiles = Array.from(screen.getByRole('main').querySelectorAll('ul a')).map(
        (link) => link.querySelector('span.font-bold')?.textContent,
      );
      expect(tiles).toEqual([
        'Centro familiar',
        'Perfiles de los niños',
        'Explorar niños',
        'Salud',
        'Logros',
        'Notificaciones',
        'Privacidad',
        'Mensajes',
      ]);

      await user.click(screen.getByRole('button', { name: 'Menú del perfil' }));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual([
        'Ajustes del perfil',
        'Ajustes',
        'Familia',
        'Mis solicitudes',
        'Privacidad',
        'Cerrar sesión',
      ]);

      // <html lang> and the document title follow the language.
      expect(document.documentElement.lang).toBe('es');
      expect(document.title).toBe('Panel · Nestling');
    });

    it('stays English, `<html lang="en">`, for a parent who saved English', async () => {
      window.localStorage.setItem('nestling.locale', 'es'); // this browser's choice: the saved one wins
      renderApp('/dashboard', { parent: buildParent({ locale: 'en' }) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Maya' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('en');
    });
  });
});
