import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { SafeImage } from './safe-image';
import { Switch } from './switch';

describe('SafeImage (spec §8.2: broken images fall back to a placeholder)', () => {
  it('shows the fallback without a source, and when the source breaks', () => {
    const { rerender } = render(<SafeImage src={null} fallbackSrc="/placeholder.svg" alt="Kid" />);
    const image = screen.getByRole('img', { name: 'Kid' });
    expect(image.getAttribute('src')).toBe('/placeholder.svg');
    rerender(<SafeImage src="/api/files/1" fallbackSrc="/placeholder.svg" alt="Kid" />);
    expect(image.getAttribute('src')).toBe('/api/files/1');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/placeholder.svg');
    rerender(<SafeImage src="/api/files/2" fallbackSrc="/placeholder.svg" alt="Kid" />);
    expect(image.getAttribute('src')).toBe('/api/files/2');
  });
});

describe('Switch', () => {
  it('toggles from its label, a click or the keyboard, and is described by its line', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <Switch
          label="Show in Explore"
          description="Who sees what."
          checked={on}
          onCheckedChange={setOn}
        />
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Show in Explore' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(
      document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Who sees what.');
    await user.click(screen.getByText('Show in Explore'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('ConfirmDialog', () => {
  it('opens as a labelled alert dialog, starts on Cancel and gives focus back when closed', async () => {
    const onConfirm = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete
          </button>
          <ConfirmDialog
            open={open}
            title="Delete Mila?"
            description="This cannot be undone."
            confirmLabel="Yes, delete"
            error="Could not delete."
            onConfirm={onConfirm}
            onCancel={() => setOpen(false)}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Mila?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Could not delete.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
