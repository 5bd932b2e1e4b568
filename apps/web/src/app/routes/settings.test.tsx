import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, accountCatalogue } from '@nestling/shared';
import { translations } from '@/lib/i18n/translations';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { activeTrial, buildSubscription } from '@/entities/subscription/testing/build-subscription';
import { jsonResponse, mockApi } from '@/testing/mock-api';

const parent = buildParent();

function settingsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/blocks': { status: 200, body: [] },
    'GET /api/calendar-feed': { status: 200, body: { enabled: false, createdAt: null } },
    'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
    ...extra,
  });
}

async function openDeletion(user: ReturnType<typeof renderApp>['user']) {
  const card = within(await screen.findByRole('region', { name: ACCOUNT_MESSAGES.deleteTitle }));
  await user.click(card.getByRole('button', { name: ACCOUNT_MESSAGES.deleteButton }));
  return within(await screen.findByRole('dialog', { name: ACCOUNT_MESSAGES.deleteTitle }));
}

describe('/dashboard/settings (issue 14: the parent’s data rights)', () => {
  it('offers the data download, appearance, the calendar feed, blocked families, the subscription and deletion', async () => {
    settingsApi({
      'GET /api/parents/check-subscription': { status: 200, body: activeTrial() },
    });
    renderApp('/dashboard/settings', { parent });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const download = screen.getByRole('link', { name: ACCOUNT_MESSAGES.exportButton });
    expect(download.getAttribute('href')).toBe('/api/account/export');
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('group', { name: 'Appearance' })).toBeTruthy();
    expect(await screen.findByText('The calendar feed is off.')).toBeTruthy();
    expect(await screen.findByText('You have not blocked any family.')).toBeTruthy();
    expect(await screen.findByText(/Your free trial runs until/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.deleteWarning)).toBeTruthy();
  });

  it('says when the subscription cannot be loaded, and tries again', async () => {
    let calls = 0;
    settingsApi({
      'GET /api/parents/check-subscription': () =>
        ++calls <= 2
          ? { status: 500, body: { error: 'Down.', code: 'X' } }
          : { status: 200, body: buildSubscription() },
    });
    const { user } = renderApp('/dashboard/settings', { parent });
    const region = within(await screen.findByRole('region', { name: 'Subscription' }));
    expect((await region.findByRole('alert')).textContent).toContain(
      'Could not load your subscription.',
    );
    await user.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByText('Free plan')).toBeTruthy();
  });

  it('asks for the password before deleting: blank is refused on the page, nothing sent', async () => {
    const { requests } = settingsApi();
    const { user } = renderApp('/dashboard/settings', { parent });
    const dialog = await openDeletion(user);
    await user.click(dialog.getByRole('button', { name: ACCOUNT_MESSAGES.deleteConfirmButton }));
    expect(await dialog.findByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('shows a wrong password in the dialog and keeps the parent signed in', async () => {
    settingsApi({
      'DELETE /api/account': {
        status: 403,
        body: { error: ACCOUNT_MESSAGES.wrongPassword, code: 'WRONG_PASSWORD' },
      },
    });
    const { user, location } = renderApp('/dashboard/settings', { parent });
    const dialog = await openDeletion(user);
    await user.type(dialog.getByLabelText(ACCOUNT_MESSAGES.deletePasswordLabel), 'Wrong-pass1');
    await user.click(dialog.getByRole('button', { name: ACCOUNT_MESSAGES.deleteConfirmButton }));
    expect(await dialog.findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeTruthy();
    expect(location()).toBe('/dashboard/settings');
  });

  it('shows a failure of the server and lets the parent cancel', async () => {
    settingsApi({ 'DELETE /api/account': { status: 500, body: { error: 'Boom', code: 'X' } } });
    const { user } = renderApp('/dashboard/settings', { parent });
    const dialog = await openDeletion(user);
    await user.type(dialog.getByLabelText(ACCOUNT_MESSAGES.deletePasswordLabel), 'Sunny-Day7');
    await user.click(dialog.getByRole('button', { name: ACCOUNT_MESSAGES.deleteConfirmButton }));
    expect(await dialog.findByText('Boom')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: ACCOUNT_MESSAGES.deleteTitle })).toBeNull(),
    );
  });

  it('deletes with the password, then signs out to /login', async () => {
    const { requests } = settingsApi({ 'DELETE /api/account': { status: 204 } });
    const { user, location } = renderApp('/dashboard/settings', { parent });
    const dialog = await openDeletion(user);
    await user.type(dialog.getByLabelText(ACCOUNT_MESSAGES.deletePasswordLabel), 'Sunny-Day7');
    await user.click(dialog.getByRole('button', { name: ACCOUNT_MESSAGES.deleteConfirmButton }));
    await waitFor(() => expect(location()).toBe('/login'));
    const sent = requests.find((request) => request.method === 'DELETE');
    expect(sent).toMatchObject({ path: '/api/account', body: { password: 'Sunny-Day7' } });
  });
});

describe('/dashboard/settings’ language (issue 28)', () => {
  it('saves the language alone for a parent whose profile has no date of birth or gender', async () => {
    // The Spanish catalogue downloaded first, as the card's Suspense does in a browser.
    await translations.load(accountCatalogue, 'es');
    const incomplete = buildParent({ dob: null, gender: null });
    const { requests } = settingsApi({
      'PATCH /api/parents/edit': () =>
        jsonResponse(200, { parent: { ...incomplete, locale: 'es' } }),
    });
    const { user } = renderApp('/dashboard/settings', { parent: incomplete });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
        path: '/api/parents/edit',
        body: { locale: 'es' },
      }),
    );
    expect(await screen.findByText('El idioma en el que Nestling te habla.')).toBeTruthy();
    expect(screen.queryByText('No se pudo guardar tu idioma. Inténtalo de nuevo.')).toBeNull();
  });

  it('fetches the notifications again once the language is saved: the server says them in it', async () => {
    await translations.load(accountCatalogue, 'es');
    const summaries = (requests: { method: string; path: string }[]) =>
      requests.filter(
        (request) => request.method === 'GET' && request.path === '/api/notifications/summary/me',
      ).length;
    const { requests } = settingsApi({
      'GET /api/notifications/summary/me': { status: 200, body: { total: 1, unread: 1 } },
      'PATCH /api/parents/edit': () => jsonResponse(200, { parent: { ...parent, locale: 'es' } }),
    });
    const { user } = renderApp('/dashboard/settings', { parent });
    await waitFor(() => expect(summaries(requests)).toBe(1));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
    await waitFor(() => expect(summaries(requests)).toBe(2));
  });
});
