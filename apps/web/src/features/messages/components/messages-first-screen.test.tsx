import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldFirstScreen } from '@/testing/held-first-screen';
import { renderMessages } from '@/app/testing/render-messages';

vi.mock('@/hooks/use-first-screen-shown', () => import('@/testing/held-first-screen'));

/** Whether the chat's module has been asked for (imported) yet. */
const chat = await vi.hoisted(() =>
  import('@/testing/module-asked').then(({ moduleAsked }) => moduleAsked()),
);
vi.mock('./conversation', chat.mock);

// The chat's module is imported once per test file: the deep link (`?chatWith=`), which must not
// wait, is checked in messages-deep-link.test.tsx.
describe('Messages: the chat’s code after the friend list (issue 29)', () => {
  it('asks for the chat’s code only once the first screen (the friend list) has been shown', async () => {
    renderMessages('/dashboard/messages');
    // The list — the screen's LCP, a friend's e-mail — is drawn without the chat's code.
    expect(await screen.findByText('sam@example.com')).toBeTruthy();
    expect(await chat.askedByNow()).toBe(false);

    heldFirstScreen.end();
    await vi.waitFor(() => expect(chat.asked).toBe(true));
  });
});
