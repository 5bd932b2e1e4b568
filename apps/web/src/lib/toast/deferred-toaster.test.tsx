import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredToaster } from './deferred-toaster';
import { toast } from './toast';

describe('DeferredToaster (decision 032: the container loads with the first toast)', () => {
  it('renders nothing while no toast was asked for, even once the browser is idle', async () => {
    await import('./toaster'); // loaded already: only the decision to mount is tested
    const { container } = render(<DeferredToaster />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(container.innerHTML).toBe('');
  });

  it('shows the first toast asked for, mounting the container then', async () => {
    const { container } = render(<DeferredToaster />);
    act(() => toast.success('Profile saved.'));
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(container.innerHTML).not.toBe('');
  });
});
