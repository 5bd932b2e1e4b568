import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES, FRIEND_MESSAGES, REPORT_MESSAGES } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildFriendRequest } from '@/entities/friends/testing/build-friend-request';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { formatDateTime } from '@/lib/dates';
import { buildReport } from '@/entities/reports/testing/build-report';
import { fileReport } from '@/entities/reports/testing/file-report';
import { mockApi } from '@/testing/mock-api';

const PATH = '/my-requests';

const sentPending = buildFriendRequest({
  id: 8,
  sender: { id: 7, name: 'Maya Lopez', email: null },
  receiver: { id: 50, name: 'Ola Berg', email: null },
  kid: { id: 90, firstName: 'Ivo' },
  createdAt: '2030-05-21T10:30:00.000Z',
});
const sentAccepted = buildFriendRequest({
  id: 9,
  status: 'accepted',
  sender: { id: 7, name: 'Maya Lopez', email: 'maya@example.com' },
  receiver: { id: 51, name: 'Rui Costa', email: 'rui@example.com' },
});
const receivedPending = buildFriendRequest({ id: 5 });

function table(name: string) {
  return within(screen.getAllByRole('region', { name })[0]!);
}

describe('My Requests (spec §2.19, §8.2)', { timeout: 60_000 }, () => {
  it('lists sent and received requests with the other parent, status and date in the viewer’s locale', async () => {
    mockApi({
      'GET /api/friends/my-requests': {
        status: 200,
        body: { sent: [sentPending, sentAccepted], received: [receivedPending] },
      },
    });
    renderApp(PATH, { parent: buildParent() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Requests' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Requests You Sent' });
    const sent = table('Requests You Sent');
    expect(sent.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'To',
      'Meetup',
      'Status',
      'Sent On',
      'Actions',
    ]);
    const [first, second] = sent.getAllByRole('row').slice(1);
    expect(first?.textContent).toContain('Ola Berg');
    expect(first?.textContent).toContain('about Ivo');
    expect(first?.textContent).toContain('Pending');
    expect(first?.textContent).toContain(formatDateTime('2030-05-21T10:30:00.000Z'));
    expect(within(first!).getByRole('button', { name: 'Cancel request to Ola Berg' })).toBeTruthy();
    // On a phone each request is a card naming its columns, so the date and status show.
    expect(within(first!).getByText('Sent On')).toBeTruthy();
    expect(within(first!).getByText('Status')).toBeTruthy();
    expect(second?.textContent).toContain('Accepted');
    expect(within(second!).queryByRole('button')).toBeNull();
    const received = table('Requests You Received');
    expect(received.getAllByRole('columnheader')[0]?.textContent).toBe('From');
    expect(received.getAllByRole('columnheader')[3]?.textContent).toBe('Received On');
    expect(received.getByRole('row', { name: /Sam Carter/ })).toBeTruthy();
  });

  it('says the spec’s empty texts', async () => {
    mockApi({ 'GET /api/friends/my-requests': { status: 200, body: { sent: [], received: [] } } });
    renderApp(PATH, { parent: buildParent() });
    expect(await screen.findByText('No sent requests yet.')).toBeTruthy();
    expect(screen.getByText('No incoming requests yet.')).toBeTruthy();
  });

  it('says "Unable to load friend requests." when the lists fail', async () => {
    mockApi({
      'GET /api/friends/my-requests': { status: 500, body: { error: 'Down.', code: 'X' } },
    });
    renderApp(PATH, { parent: buildParent() });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to load friend requests.',
    );
  });

  it('cancels a pending sent request, and the row says Cancelled', async () => {
    let cancelled = false;
    const { requests } = mockApi({
      'GET /api/friends/my-requests': () => ({
        status: 200,
        body: {
          sent: [cancelled ? { ...sentPending, status: 'cancelled' } : sentPending],
          received: [],
        },
      }),
      'POST /api/friends/cancel': () => {
        cancelled = true;
        return { status: 200, body: { ...sentPending, status: 'cancelled' } };
      },
    });
    const { user } = renderApp(PATH, { parent: buildParent() });
    await user.click(await screen.findByRole('button', { name: 'Cancel request to Ola Berg' }));
    expect(await screen.findByText('Request cancelled.')).toBeTruthy();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/friends/cancel')?.body).toEqual({
      requestId: 8,
    });
  });

  it('accepts a received request', async () => {
    let accepted = false;
    mockApi({
      'GET /api/friends/my-requests': () => ({
        status: 200,
        body: {
          sent: [],
          received: [accepted ? { ...receivedPending, status: 'accepted' } : receivedPending],
        },
      }),
      'POST /api/friends/accept': () => {
        accepted = true;
        return { status: 200, body: { ...receivedPending, status: 'accepted' } };
      },
    });
    const { user } = renderApp(PATH, { parent: buildParent() });
    await user.click(await screen.findByRole('button', { name: 'Accept Sam Carter’s request' }));
    expect(await screen.findByText('Friend request accepted!')).toBeTruthy();
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject Sam Carter’s request' })).toBeNull();
  });

  it('reports a received request’s family, then blocks it from the dialog’s offer: the request shows cancelled (issue 27)', async () => {
    let blocked = false;
    const { requests } = mockApi({
      'GET /api/friends/my-requests': () => ({
        status: 200,
        body: {
          sent: [],
          received: [blocked ? { ...receivedPending, status: 'cancelled' } : receivedPending],
        },
      }),
      'POST /api/reports': {
        status: 201,
        body: buildReport({ targetId: receivedPending.sender.id, reason: 'harassment' }),
      },
      'POST /api/blocks': () => {
        blocked = true;
        return {
          status: 201,
          body: { id: 3, kid: null, guardianFirstName: 'Sam', createdAt: '2030-01-01T10:00:00Z' },
        };
      },
    });
    const { user } = renderApp(PATH, { parent: buildParent() });
    const name = receivedPending.sender.name;
    await user.click(
      await screen.findByRole('button', { name: FRIEND_MESSAGES.reportFamilyOf(name) }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Report family' }));
    await fileReport(user, 'harassment', dialog);
    expect(await dialog.findByText(REPORT_MESSAGES.blockOffer(name))).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/reports')?.body).toMatchObject({
      targetType: 'family',
      targetId: receivedPending.sender.id,
      reason: 'harassment',
    });
    await user.click(dialog.getByRole('button', { name: REPORT_MESSAGES.blockFamily(name) }));

    // The card's own confirmation, naming the family; then the block by the sender's id.
    const confirm = within(
      await screen.findByRole('alertdialog', { name: BLOCK_MESSAGES.confirmTitle }),
    );
    expect(confirm.getByText(BLOCK_MESSAGES.confirm(name))).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: BLOCK_MESSAGES.block }));
    expect(await screen.findByText('🚫 Family blocked')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/blocks')?.body).toEqual({
      parentId: receivedPending.sender.id,
    });
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: BLOCK_MESSAGES.confirmTitle })).toBeNull(),
    );
    // The refreshed list: the request was cancelled by the block, so it asks for no answer.
    const received = table('Requests You Received');
    expect(await received.findByText('Cancelled')).toBeTruthy();
    expect(received.queryByRole('button', { name: `Accept ${name}’s request` })).toBeNull();
  });

  it('needs a verified e-mail (product.md: social features)', async () => {
    mockApi({});
    const { location } = renderApp(PATH, { parent: buildParent({ emailVerified: false }) });
    await screen.findByRole('heading', { name: /Check your inbox|Verify/ });
    expect(location()).toBe('/verify-email');
  });
});
