import { StrictMode, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Edit entry"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

/** The harness in StrictMode with its dialog opened by "Open". */
async function openHarness(onClose?: () => void) {
  const user = userEvent.setup();
  render(
    <StrictMode>
      <Harness onClose={onClose} />
    </StrictMode>,
  );
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Edit entry' }) as HTMLDialogElement;
  return { user, opener, dialog };
}

describe('Dialog', () => {
  it('opens as a modal named by its title, and closes with its close button, focus going back', async () => {
    const { user, opener, dialog } = await openHarness();
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('button', { name: 'Inside' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('asks its owner to close on Escape (the cancel event) instead of closing behind its back', async () => {
    const onClose = vi.fn();
    const { dialog } = await openHarness(onClose);
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
  });

  it('keeps its owner in step when the browser closes it, but not for its own closing', async () => {
    const onClose = vi.fn();
    const { dialog } = await openHarness(onClose);
    // While shown (e.g. after StrictMode's replay), a stray close event changes nothing.
    act(() => {
      fireEvent(dialog, new Event('close'));
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      dialog.close();
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
  });
});
