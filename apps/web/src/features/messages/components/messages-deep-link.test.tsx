import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldFirstScreen } from '@/testing/held-first-screen';
import { deferred, type MockAnswer } from '@/testing/mock-api';
import { FRIENDS_ANSWER, renderMessages, SAM } from '@/app/testing/render-messages';

vi.mock('@/hooks/use-first-screen-shown', () => import('@/testing/held-first-screen'));

/** Whether the chat's module has been asked for (imported) yet. */
const chat = await vi.hoisted(() =>
  import('@/testing/module-asked').then(({ moduleAsked }) => moduleAsked()),
);
vi.mock('./conversation', chat.mock);

// The chat's module is imported once per test file: the plain screen, whose chat code waits for
// the first screen, is checked in messages-first-screen.test.tsx.
describe('Messages: a link that opens a chat (issue 29)', () => {
  it('asks for the chat’s code while the friends load, and shows the chat before the first screen’s wait ends', async () => {
    const friends = deferred<MockAnswer>();
    renderMessages(`/dashboard/messages?chatWith=${SAM}`, friends.promise);
    // The chat's code comes alongside the friends' answer, not after it.
    await vi.waitFor(() => expect(chat.asked).toBe(true));
    friends.resolve(FRIENDS_ANSWER);
    // The first screen's wait is still held: the conversation does not wait for it.
    expect(await screen.findByText('Playdate?')).toBeTruthy();
    heldFirstScreen.end();
  });
});
