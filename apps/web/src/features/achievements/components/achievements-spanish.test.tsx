import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonCatalogue, achievementsCatalogue, milestonesCatalogue } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { formatAgeAndGender } from '@/entities/kids/utils/format-kid';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { activeTrial } from '@/entities/subscription/testing/build-subscription';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';
import { buildMilestone, milestonePage } from '../testing/build-milestone';

const parent = buildParent({ locale: 'es' });
const kid = buildKid({ id: 11, name: 'Mia' });
const PATH = `/dashboard/kids/${kid.id}/achievements`;

const milestones = Array.from({ length: 7 }, (_, index) =>
  buildMilestone({
    id: index + 1,
    title: `Hito ${index + 1}`,
    date: '2026-11-25',
    completed: index < 2,
  }),
);

describe('the Achievements screen in Spanish (issue 28)', () => {
  // Both catalogues downloaded first, as the screen's Suspense does in a browser (a suspension
  // under the tests' act() environment is not retried by itself): this checks their loaders.
  beforeAll(async () => {
    // The app layout's own texts (the common catalogue) too, since it speaks through them.
    await translations.load(commonCatalogue, 'es');
    expect(translations.has(milestonesCatalogue, 'es')).toBe(false);
    await translations.load(achievementsCatalogue, 'es');
    await translations.load(milestonesCatalogue, 'es');
  });

  it('draws a Spanish-speaking parent’s screen in Spanish: texts, dates, <html lang>, errors', async () => {
    const { requests } = mockApi({
      [`GET /api/kids/${kid.id}`]: { status: 200, body: kid },
      'GET /api/kids': { status: 200, body: [kid] },
      'GET /api/milestones': (request) => ({
        status: 200,
        body: milestonePage(milestones, Number(request.query.get('page') ?? 1), 5),
      }),
      'GET /api/certificates': { status: 200, body: [] },
      'GET /api/parents/check-subscription': { status: 200, body: activeTrial() },
      'POST /api/ai/milestones': {
        status: 500,
        body: { error: 'Boom.', code: 'INTERNAL' },
      },
    });
    const { user } = renderApp(PATH, { parent });

    expect(await screen.findByRole('heading', { level: 1, name: 'Logros de Mia' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(document.title).toContain('Logros · Mia'));
    // The panels' code is loaded on demand (decision 055): slower on a busy machine.
    const list = await screen.findByRole('list', { name: 'Logros' }, { timeout: 5_000 });
    expect(within(list).getAllByText('25 nov 2026')).toHaveLength(5);
    expect(screen.getByText('2 de 7 completados (29 %)')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Más antiguos primero' })).toBeTruthy();
    expect(screen.getByLabelText('Estado')).toBeTruthy();
    // The sections below the milestones are drawn after them, one per frame (issue 29).
    expect(
      await screen.findByText('Todavía no hay certificados. ¡Sube uno para empezar!'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir certificado' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Tu prueba gratuita está activa: las sugerencias de IA están desbloqueadas.',
      ),
    ).toBeTruthy();

    // A blank title: the shared schema's text, said in Spanish.
    const form = screen.getByRole('form', { name: 'Añadir un logro' });
    await user.click(within(form).getByRole('button', { name: 'Añadir logro' }));
    expect(await within(form).findByText('Escribe un título.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    // A failed suggestions call: the error in Spanish, and spec §9's samples in Spanish.
    await user.click(screen.getByRole('button', { name: 'Logros con IA' }));
    expect(
      await screen.findByText('❌ No se pudieron generar las sugerencias de IA. (Boom.)'),
    ).toBeTruthy();
    const suggested = screen.getByRole('list', { name: 'Logros sugeridos' });
    expect(await within(suggested).findByText('Dominar los números del 1 al 20')).toBeTruthy();
    expect(
      within(suggested).getByText('Cognitiva (aprendizaje, razonamiento, resolución de problemas)'),
    ).toBeTruthy();
    expect(within(suggested).getByText('Fuente: Ejemplo de Nestling')).toBeTruthy();
  });

  it('draws the kid picker in Spanish: each kid’s age and gender, and the link', async () => {
    mockApi({
      'GET /api/kids': {
        status: 200,
        body: [
          buildKid({ id: 11, name: 'Mia', age: 0, gender: 'Female' }),
          buildKid({ id: 12, name: 'Leo', age: 1, gender: 'Male' }),
          buildKid({ id: 13, name: 'Sol', age: 6, gender: 'Other' }),
        ],
      },
    });
    renderApp('/dashboard/achievements', { parent });
    const mia = await screen.findByRole('link', { name: /Mia/ });
    expect(mia.textContent?.trim()).toBe('MiaMenos de 1 año · FemeninoAbrir Logros');
    expect(screen.getByRole('link', { name: /Leo/ }).textContent).toContain('1 año · Masculino');
    expect(screen.getByRole('link', { name: /Sol/ }).textContent).toContain('6 años · Otro');
  });

  it('says a kid’s age and gender in English exactly as the kids list does', () => {
    for (const age of [0, 1, 6]) {
      for (const gender of ['Male', 'Female', 'Other'] as const) {
        expect(
          translations.t('en', achievementsCatalogue, 'kidPicker.ageAndGender', { age, gender }),
        ).toBe(formatAgeAndGender({ age, gender }));
      }
    }
  });
});
