import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { buildFriend } from '@/entities/friends/testing/build-friend';
import { deferred, mockApi, type MockAnswer } from '@/testing/mock-api';

const ME = 7;
const SAM = 9;

/** The first screen's wait (`lib/first-screen.ts`), held open until a test ends it. */
const firstScreen = vi.hoisted(() => {
  let end = () => {};
  return {
    wait: () => new Promise<void>((resolve) => (end = resolve)),
    end: () => end(),
  };
});
vi.mock('@/lib/first-screen', () => ({ whenFirstScreenShown: firstScreen.wait }));

/** Whether the chat's module has been asked for (imported) yet. */
const chat = vi.hoisted(() => ({ asked: false }));
vi.mock('./conversation', async (importOriginal) => {
  chat.asked = true;
  return importOriginal();
});

function renderMessages(path: string, friends: Promise<MockAnswer>) {
  mockApi({
    'GET /api/friends/list': () => friends,
    [`GET /api/messages/${SAM}`]: {
      status: 200,
      body: {
        items: [
          {
            id: 1,
            senderId: SAM,
            receiverId: ME,
            content: 'Playdate?',
            timestamp: new Date(Date.UTC(2026, 10, 1, 9, 0)).toISOString(),
            read: true,
          },
        ],
        nextCursor: null,
      },
    },
    'POST /api/messages/mark-read': { status: 204 },
  });
  renderApp(path, { parent: buildParent({ id: ME }) });
}

// The chat's module is imported once per test file: the plain screen, whose chat code waits for
// the first screen, is checked in messages-first-screen.test.tsx.
describe('Messages: a link that opens a chat (issue 29)', () => {
  it('asks for the chat’s code while the friends load, and shows the chat before the first screen’s wait ends', async () => {
    const friends = deferred<MockAnswer>();
    renderMessages(`/dashboard/messages?chatWith=${SAM}`, friends.promise);
    // The chat's code comes alongside the friends' answer, not after it.
    await vi.waitFor(() => expect(chat.asked).toBe(true));
    friends.resolve({
      status: 200,
      body: [buildFriend(SAM, 'Sam Park'), buildFriend(12, 'Alex Kim')],
    });
    // The first screen's wait is still held: the conversation does not wait for it.
    expect(await screen.findByText('Playdate?')).toBeTruthy();
    firstScreen.end();
  });
});
