import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonCatalogue, privacyCatalogue } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';

describe('the privacy policy in Spanish (issue 28)', () => {
  // The Spanish catalogues downloaded first, as the route's Suspense waits for them in a browser.
  beforeAll(async () => {
    await translations.load(commonCatalogue, 'es');
    expect(translations.has(privacyCatalogue, 'es')).toBe(false);
    await translations.load(privacyCatalogue, 'es');
  });

  it('reads in Spanish, with its date in words and GeoNames named as the places’ source', async () => {
    mockApi({});
    renderApp('/dashboard/privacy', {
      parent: buildParent({ locale: 'es', email: 'ana@example.com', emailVerified: false }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    const date = screen.getByText('5 de enero de 2025');
    expect(date.getAttribute('datetime')).toBe('2025-01-05');
    const sections = screen.getByRole('navigation', { name: 'Secciones de esta política' });
    expect(sections.textContent).toContain('La privacidad de los niños');
    expect(
      screen.getByRole('heading', { level: 2, name: '6. La privacidad de los niños' }),
    ).toBeTruthy();
    expect(screen.getByText('La cuenta es de los padres.')).toBeTruthy();
    expect(
      screen.getByText(/provienen de GeoNames \(geonames\.org\), con licencia CC BY 4\.0/),
    ).toBeTruthy();
  });

  it('keeps the spec’s English, apostrophes and date as written', async () => {
    mockApi({});
    renderApp('/dashboard/privacy', { parent: buildParent({ locale: 'en' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('2025-01-05')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: "6. Children's privacy" })).toBeTruthy();
    expect(
      screen.getByText(/Place names and centres come from GeoNames \(geonames\.org\)/),
    ).toBeTruthy();
  });
});
