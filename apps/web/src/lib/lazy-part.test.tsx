import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commonCatalogue } from '@nestling/shared';
import { PartLoadError } from '@/components/ui/part-load-boundary';
import { translations } from './i18n/translations';
import { lazyPart } from './lazy-part';

function Part() {
  return null;
}

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** What the route's error page stands for: the next boundary up. */
class RouteBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Route error: {this.state.error.message}</p> : this.props.children;
  }
}

const offline = () => new TypeError('Failed to fetch dynamically imported module');

describe('lazyPart', () => {
  it("starts the part's import in a task of its own, not in the caller's, and once", async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const part = lazyPart(load);

    const first = part.preload();
    const second = part.preload();
    // Not in the caller's task, microtasks included (e.g. a screen's effect).
    await Promise.resolve();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await first).toBe(Part);
    expect(second).toBe(first);
  });

  it('says when the import failed, and asks again on the next call', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(Part);
    const part = lazyPart(load);
    const failure = await part.preload().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartLoadError);
    expect((failure as PartLoadError).cause).toEqual(offline());
    expect(await part.preload()).toBe(Part);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a part that cannot load in its place, with "Try again" that loads it', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(Greeting);
    const { Component: LazyGreeting } = lazyPart(load);
    render(
      <RouteBoundary>
        <p>The rest of the screen</p>
        <Suspense fallback={<p>Loading…</p>}>
          <LazyGreeting name="Mia" />
        </Suspense>
      </RouteBoundary>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This part of the screen could not load. Check your connection, then try again.',
    );
    // The same English as the common catalogue's, by which another language finds its words.
    expect(alert.textContent).toContain(translations.t('en', commonCatalogue, 'part.loadFailed'));
    expect(screen.getByText('The rest of the screen')).toBeTruthy();
    expect(screen.queryByText(/Route error/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello, Mia')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("leaves an error in the part's own render to the route's error page", async () => {
    // React reports the error it hands to the boundary; that report is not what is tested.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('a bug in the part');
    }
    const { Component: LazyBroken } = lazyPart(() => Promise.resolve(Broken));
    render(
      <RouteBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <LazyBroken />
        </Suspense>
      </RouteBoundary>,
    );
    expect(await screen.findByText('Route error: a bug in the part')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    reported.mockRestore();
  });
});
