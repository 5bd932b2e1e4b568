import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStatus, type QueryState } from './query-status';

function query(state: Partial<QueryState>): QueryState {
  return { isPending: false, isError: false, error: null, refetch: vi.fn(), ...state };
}

describe('QueryStatus', () => {
  it('says what is loading while the query has no answer', () => {
    render(
      <QueryStatus query={query({ isPending: true })} loading="Loading requests..." failed="x" />,
    );
    expect(screen.getByRole('status').textContent).toBe(' Loading requests...');
  });

  it('shows the failure, quoting the error when asked, and tries again with the query', async () => {
    const failed = query({ isError: true, error: new Error('Server down') });
    render(
      <QueryStatus
        query={failed}
        loading="Loading requests..."
        failed={(error) => `Could not load requests (${error.message})`}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Could not load requests (Server down)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('draws nothing once the query has its answer', () => {
    const { container } = render(
      <QueryStatus query={query({})} loading="Loading requests..." failed="Failed" />,
    );
    expect(container.innerHTML).toBe('');
  });
});
