import { fireEvent } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/testing/fake-socket';
import { deferred } from '@/testing/mock-api';
import { settledWithin } from '@/testing/settled';
import { connectSocket } from './connect-socket';

/** The real socket's opening, replaced: each call is a connection started. */
const opened = vi.hoisted(() => ({ count: 0 }));
vi.mock('./open-socket', () => ({
  openSocket: () => {
    opened.count += 1;
    return { socket: createFakeSocket().socket, close: () => undefined };
  },
}));

/**
 * Starts a connection while the first screen is not shown yet — its heading drawn in `<main>`
 * with the chat's composer, its read still in flight (lib/first-screen.ts, the real wait).
 * @returns the connection, the composer, `answer()` to let the read answer, and `opens()`: the
 *   connections started since
 */
function connectWhileLoading() {
  document.body.innerHTML =
    '<main><h1>Messages</h1><textarea aria-label="Message"></textarea></main>';
  const queryClient = new QueryClient();
  const read = deferred<string[]>();
  void queryClient.prefetchQuery({ queryKey: ['messages'], queryFn: () => read.promise });
  const before = opened.count;
  const connection = connectSocket(() => undefined, queryClient);
  const composer = document.querySelector('textarea')!;
  return {
    connection,
    composer,
    answer: () => read.resolve([]),
    opens: () => opened.count - before,
  };
}

describe('connectSocket: after the first screen, or at the parent’s first use (issue 29)', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('a key typed before the first screen is shown starts the connection', async () => {
    const { connection, composer, opens } = connectWhileLoading();
    expect(await settledWithin(connection)).toBe(false);
    expect(opens()).toBe(0);

    fireEvent.keyDown(composer, { key: 'H' });
    expect(await settledWithin(connection)).toBe(true);
    expect(opens()).toBe(1);
  });

  it.each([
    ['a text input (a phone keyboard, a paste)', (target: Element) => fireEvent.input(target)],
    ['a pointer down (a tap)', (target: Element) => fireEvent.pointerDown(target)],
  ])('%s starts it too, even where the screen stops the event', async (_name, use) => {
    const { connection, composer, opens } = connectWhileLoading();
    for (const type of ['keydown', 'input', 'pointerdown']) {
      composer.addEventListener(type, (event) => event.stopPropagation());
    }
    expect(await settledWithin(connection)).toBe(false);
    use(composer);
    expect(await settledWithin(connection)).toBe(true);
    expect(opens()).toBe(1);
  });

  it('with no use of the page, waits for the first screen', async () => {
    const { connection, answer, opens } = connectWhileLoading();
    expect(await settledWithin(connection)).toBe(false);
    // Something else happening on the page is not a use: only a key, an input or a pointer.
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('scroll'));
    expect(await settledWithin(connection)).toBe(false);
    expect(opens()).toBe(0);

    answer();
    await vi.waitFor(() => expect(opens()).toBe(1));
    expect(await settledWithin(connection)).toBe(true);
  });
});
