import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  accountCatalogue,
  setupCatalogue,
  verificationCatalogue,
} from '@nestling/shared';
import { translations } from '@/lib/i18n/translations';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';

/** A browser that asks for Spanish first (`navigator.languages`). */
function browserSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('the account screens in Spanish (issue 28)', () => {
  // The Spanish catalogue downloaded first, as the auth layout's Suspense does in a browser
  // (a suspension under the tests' act() environment is not retried by itself): this checks
  // the loader, then the screens draw at once.
  beforeAll(async () => {
    expect(translations.has(accountCatalogue, 'es')).toBe(false);
    await translations.load(accountCatalogue, 'es');
    await translations.load(verificationCatalogue, 'es');
    await translations.load(setupCatalogue, 'es');
  });

  it('draws login in the browser’s Spanish: texts, <html lang>, the title, and the errors', async () => {
    browserSpeaks('es-MX', 'es', 'en');
    mockApi({
      'POST /api/auth/login': () =>
        jsonResponse(401, {
          error: MESSAGES.login.invalidCredentials,
          code: 'INVALID_CREDENTIALS',
        }),
    });
    const { user } = renderApp('/login', { parent: null });

    expect(await screen.findByRole('heading', { name: 'Hola de nuevo' })).toBeTruthy();
    expect(screen.getByText('Crecer, juntos.')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Nestling'));
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeTruthy();

    // A blank form: the shared schema's text, said in Spanish.
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escribe tu correo electrónico y tu contraseña.',
    );

    // The server's English text (a browser whose API answered in English) reads in Spanish.
    await user.type(screen.getByLabelText('Correo electrónico'), 'maya@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Correo electrónico o contraseña incorrectos.',
      ),
    );
  });

  it('stays in English for an English browser', async () => {
    browserSpeaks('en-US', 'en');
    mockApi({});
    renderApp('/login', { parent: null });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('Login · Nestling'));
  });

  it('lets a visitor choose Spanish on the register screen, and saves it with the account', async () => {
    browserSpeaks('en-US');
    const { requests } = mockApi({
      'POST /api/auth/register': () => jsonResponse(201, { message: MESSAGES.register.success }),
    });
    const { user } = renderApp('/register', { parent: null });
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');

    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('option', { name: 'Femenino' })).toBeTruthy();
    await user.type(screen.getByLabelText('Nombre'), 'Maya Lopez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maya@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Sunny-Day-42');
    await user.selectOptions(screen.getByLabelText('Género'), 'Female');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '1988-04-12');
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(requests[0]?.body).toMatchObject({ locale: 'es' }));
    expect(await screen.findByText(/Te enviamos el correo de verificación/)).toBeTruthy();
  });

  it('keeps the language chosen on this browser, and a signed-in parent’s saved one after signing out', async () => {
    browserSpeaks('en-US');
    mockApi({});
    localStorage.setItem('nestling.locale', 'es');
    const first = renderApp('/forgot-password', { parent: null });
    expect(await screen.findByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
    first.unmount();
    // The app gone, `<html lang>` is English again.
    expect(document.documentElement.lang).toBe('en');

    localStorage.clear();
    const signedIn = renderApp('/dashboard', { parent: buildParent({ locale: 'es' }) });
    await waitFor(() => expect(localStorage.getItem('nestling.locale')).toBe('es'));
    // The signed-in shell speaks the saved Spanish too (decision 078).
    expect(document.documentElement.lang).toBe('es');
    signedIn.unmount();
    renderApp('/login', { parent: null });
    expect(await screen.findByRole('heading', { name: 'Hola de nuevo' })).toBeTruthy();
  });

  it('draws verify e-mail, the resend form and the server’s answers in Spanish', async () => {
    browserSpeaks('es-ES', 'es');
    mockApi({
      'POST /api/auth/resend-verification': () =>
        jsonResponse(200, { message: MESSAGES.verify.resent }),
      'GET /api/parents/verify': () =>
        jsonResponse(400, { error: MESSAGES.verify.invalidToken, code: 'INVALID_TOKEN' }),
    });
    const { user, unmount } = renderApp('/verify-email', { parent: null });

    expect(
      await screen.findByRole('heading', { name: 'Revisa tu bandeja de entrada' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Verificar correo · Nestling'));
    expect(screen.getByText(/Revisa la carpeta de spam o escribe tu dirección/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeTruthy();
    await user.type(screen.getByLabelText('Correo electrónico'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Reenviar el correo de verificación' }));
    expect(
      await screen.findByText(
        'Si tu dirección necesita verificación, te enviamos un enlace nuevo.',
      ),
    ).toBeTruthy();
    unmount();

    renderApp('/verify-email?token=used', { parent: null });
    expect(
      await screen.findByRole('heading', { name: 'Verifica tu correo electrónico' }),
    ).toBeTruthy();
    expect(await screen.findByText('Token no válido o ausente.')).toBeTruthy();
    expect(screen.getByText(/vencen a las 24 horas/)).toBeTruthy();
  });

  it('says the password strength hint in Spanish on the new password screen', async () => {
    browserSpeaks('es');
    mockApi({});
    const { user } = renderApp('/new-password?token=abc', { parent: null });
    expect(
      await screen.findByText(
        'Usa 8 o más caracteres con mayúsculas y minúsculas, un número y un símbolo.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(2);
    await user.type(screen.getByLabelText('Contraseña nueva'), 'Sunny-Day-42');
    expect(await screen.findByText('Fuerte')).toBeTruthy();
    expect(screen.getByText('Seguridad de la contraseña:')).toBeTruthy();
  });
});
