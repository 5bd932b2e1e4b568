import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, type AuditEntry, type ModerationReportPage } from '@nestling/shared';
import { mockApi } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { ModerationScreen } from './moderation-screen';

const page: ModerationReportPage = {
  items: [
    {
      id: 7,
      targetType: 'message',
      targetId: 70,
      reason: 'harassment',
      note: 'Keeps writing',
      createdAt: '2030-01-02T10:00:00.000Z',
      message: {
        id: 70,
        text: 'Go away',
        createdAt: '2030-01-02T09:00:00.000Z',
        fromReported: true,
      },
      context: [
        { id: 69, text: 'Hello?', createdAt: '2030-01-02T08:00:00.000Z', fromReported: false },
      ],
      family: {
        id: 3,
        cards: [{ kidId: 31, firstName: 'Zoe' }],
        reportCount: 2,
        hidden: false,
        suspended: false,
        history: [
          {
            id: 6,
            createdAt: '2030-01-01T10:00:00.000Z',
            reason: 'spam',
            targetType: 'family',
            status: 'closed',
            firstAction: 'hide',
          },
          {
            id: 5,
            createdAt: '2029-12-31T10:00:00.000Z',
            reason: 'other',
            targetType: 'message',
            status: 'open',
            firstAction: null,
          },
        ],
      },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

describe('the Moderation screen (issue 27)', () => {
  it('shows an open report with its messages and family, and applies an action with its reason', async () => {
    const { requests } = mockApi({
      'GET /api/moderation/reports': { status: 200, body: page },
      'POST /api/moderation/reports/7/actions': { status: 204 },
    });
    const { user } = renderFeature(<ModerationScreen />);
    const card = within(
      await screen.findByRole('region', {
        name: `${REPORT_MESSAGES.reasons.harassment} — a message`,
      }),
    );
    expect(card.getByText('Go away')).toBeTruthy();
    expect(card.getByText('Hello?')).toBeTruthy();
    expect(card.getByText(/Zoe · 2 reports in all/)).toBeTruthy();
    const history = within(card.getByRole('list', { name: 'Report history' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${new Date('2030-01-01T10:00:00.000Z').toLocaleString()} · ${REPORT_MESSAGES.reasons.spam} — a family · ${REPORT_MESSAGES.actions.hide}`,
      `${new Date('2029-12-31T10:00:00.000Z').toLocaleString()} · ${REPORT_MESSAGES.reasons.other} — a message · open`,
    ]);

    await user.click(card.getByRole('button', { name: 'Apply' }));
    expect(await card.findByText(REPORT_MESSAGES.actionReasonRequired)).toBeTruthy();
    await user.selectOptions(card.getByRole('combobox', { name: 'Action' }), 'Suspend the account');
    await user.type(card.getByRole('textbox', { name: 'Reason' }), 'Harassing messages');
    await user.click(card.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        requests.find((request) => request.path === '/api/moderation/reports/7/actions')?.body,
      ).toEqual({ action: 'suspend', reason: 'Harassing messages' }),
    );
  });

  it('says when no report is open', async () => {
    mockApi({
      'GET /api/moderation/reports': {
        status: 200,
        body: { items: [], total: 0, page: 1, pageSize: 20 },
      },
    });
    renderFeature(<ModerationScreen />);
    expect(await screen.findByText('No open reports.')).toBeTruthy();
  });

  it('shows the audit log in its own view, newest first and paged with the one pager', async () => {
    const entry = (id: number): AuditEntry => ({
      id,
      moderatorId: 1,
      moderatorEmail: 'mo@example.com',
      action: id % 2 === 0 ? 'suspend' : 'dismiss',
      reason: `Reason ${id}`,
      reportId: 100 + id,
      familyId: 3,
      parentIds: id % 2 === 0 ? [8] : [],
      createdAt: '2030-01-02T10:00:00.000Z',
    });
    const { requests } = mockApi({
      'GET /api/moderation/reports': { status: 200, body: page },
      'GET /api/moderation/audit': (request) => {
        const at = Number(request.query.get('page') ?? '1');
        const ids = at === 1 ? [25, 24] : [5];
        return { status: 200, body: { items: ids.map(entry), total: 21, page: at, pageSize: 20 } };
      },
    });
    const { user, router } = renderFeature(<ModerationScreen />);
    const views = await screen.findByRole('navigation', { name: 'Moderation views' });
    await user.click(within(views).getByRole('link', { name: 'Audit log' }));
    const log = within(await screen.findByRole('region', { name: 'Audit log' }));
    expect(await log.findByText('“Reason 25”')).toBeTruthy();
    expect(log.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining(REPORT_MESSAGES.actions.dismiss),
      expect.stringContaining(REPORT_MESSAGES.actions.suspend),
    ]);
    expect(log.getByText(REPORT_MESSAGES.auditSubject(124, 3, [8]))).toBeTruthy();
    expect(router.state.location.search).toBe('?view=audit');

    await user.click(log.getByRole('button', { name: 'Next' }));
    expect(await log.findByText('“Reason 5”')).toBeTruthy();
    expect(router.state.location.search).toBe('?view=audit&page=2');
    expect(
      requests
        .filter((request) => request.path === '/api/moderation/audit')
        .map((request) => request.query.toString()),
    ).toContain('page=2&pageSize=20');
  });
});
