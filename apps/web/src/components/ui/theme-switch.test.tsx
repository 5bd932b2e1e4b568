import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, applyTheme, resolveTheme } from '@/lib/theme/theme';
import { ThemeSwitch } from './theme-switch';

/** A matchMedia whose `prefers-color-scheme: dark` answer the test sets and can change. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  delete document.documentElement.dataset.theme;
  document.documentElement.style.colorScheme = '';
});

describe('theme (issue 9: dark mode)', () => {
  it.each([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('%s with a system preferring dark = %s is %s', (choice, prefersDark, theme) => {
    expect(resolveTheme(choice, prefersDark)).toBe(theme);
  });

  it('applies the stored choice to <html>, and System when nothing is stored', () => {
    fakeSystemScheme(true);
    expect(applyTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(applyTheme()).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(applyTheme()).toBe('dark');
  });
});

describe('ThemeSwitch', () => {
  it('offers System, Light and Dark as radios, remembers the choice and applies it', async () => {
    const system = fakeSystemScheme(false);
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: 'Appearance' });
    expect(group).toBeTruthy();
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect(radio('System').checked).toBe(true);

    await user.click(radio('Dark'));
    expect(radio('Dark').checked).toBe(true);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    // The arrow keys move within the group, as in any radio group.
    await user.keyboard('{ArrowLeft}');
    expect(radio('Light').checked).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('light');

    await user.click(radio('System'));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('light');
    // System follows the device live.
    system.change(true);
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });
});
