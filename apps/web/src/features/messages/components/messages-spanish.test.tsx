import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonCatalogue, chatCatalogue, conversationCatalogue } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildFriend } from '@/entities/friends/testing/build-friend';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { translations } from '@/lib/i18n/translations';
import { mockApi } from '@/testing/mock-api';
import { formatMessageTime } from '../utils/format-time';

const ME = 7;
const SAM = 9;
const SENT_AT = '2026-11-01T09:02:00.000Z';

describe('Messages in Spanish (issue 28)', () => {
  // The Spanish catalogues downloaded first, as the screen's Suspense waits for them in a browser.
  beforeAll(async () => {
    // The app layout's own texts (the common catalogue) too, since it speaks through them.
    await translations.load(commonCatalogue, 'es');
    expect(translations.has(chatCatalogue, 'es')).toBe(false);
    await translations.load(chatCatalogue, 'es');
    await translations.load(conversationCatalogue, 'es');
  });

  it('draws the friend list, a conversation, its states and its input in the parent’s saved Spanish', async () => {
    mockApi({
      'GET /api/friends/list': {
        status: 200,
        body: [buildFriend(SAM, 'Sam Park', 2), buildFriend(12, 'Alex Kim')],
      },
      [`GET /api/messages/${SAM}`]: {
        status: 200,
        body: {
          items: [
            {
              id: 2,
              senderId: ME,
              receiverId: SAM,
              content: '¿Jugamos el sábado?',
              timestamp: SENT_AT,
              read: true,
            },
          ],
          nextCursor: null,
        },
      },
      'POST /api/messages/mark-read': { status: 204 },
    });
    renderApp(`/dashboard/messages?chatWith=${SAM}`, {
      parent: buildParent({ id: ME, locale: 'es' }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mensajes' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    const friends = within(screen.getByRole('heading', { name: 'Amigos' }).closest('section')!);
    expect((await friends.findAllByRole('link'))[1]?.textContent).toContain('2 sin leer');

    expect(await screen.findByRole('heading', { name: 'Chat con Sam Park' })).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Chat con Sam Park' }));
    expect(list.getByText('Leído')).toBeTruthy();
    // The time through Intl in Spanish.
    expect(list.getByText(formatMessageTime(SENT_AT, undefined, 'es'))).toBeTruthy();
    expect(list.getByRole('button', { name: 'Eliminar mensaje' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Llamar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Enviar/ })).toBeTruthy();
    expect(screen.getByPlaceholderText('Tu mensaje…')).toBeTruthy();
    expect(screen.getByLabelText('Mensaje')).toBeTruthy();
  });

  it('asks to choose a friend in Spanish, and says a friendless list’s texts', async () => {
    mockApi({ 'GET /api/friends/list': { status: 200, body: [] } });
    renderApp('/dashboard/messages', { parent: buildParent({ id: ME, locale: 'es' }) });
    expect(await screen.findByText('Aún no tienes amigos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explora niños para hacer amigos' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Elige un amigo para empezar a chatear' }),
    ).toBeTruthy();
  });
});
