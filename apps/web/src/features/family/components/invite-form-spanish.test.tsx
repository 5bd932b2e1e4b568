import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountCatalogue, commonCatalogue, familyCatalogue } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildFamily } from '@/entities/parent/testing/build-family';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';

const SPANISH_PARENT = buildParent({ name: 'Maya Lopez', locale: 'es', emailVerified: true });

describe('the Family screen’s invite form in Spanish (issue 28)', () => {
  // Only what the Family screen loads in a browser: not the account area (the sign-in screens'),
  // which also has the e-mail schema's text.
  beforeAll(async () => {
    await translations.load(commonCatalogue, 'es');
    await translations.load(familyCatalogue, 'es');
  });

  it('says an invalid e-mail address in Spanish under the field', async () => {
    expect(translations.has(accountCatalogue, 'es')).toBe(false);
    mockApi({ 'GET /api/family': { status: 200, body: buildFamily() } });
    const { user } = renderApp('/dashboard/family', { parent: SPANISH_PARENT });

    const invite = within(await screen.findByRole('region', { name: 'Invitar a alguien' }));
    const email = await invite.findByRole('textbox', { name: /Correo electrónico/ });
    await user.type(email, 'nana@');
    await user.click(invite.getByRole('button', { name: 'Enviar invitación' }));

    expect(await invite.findByText('Escribe un correo electrónico válido')).toBeTruthy();
    expect(invite.queryByText('Enter a valid email')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
