import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES } from '@nestling/shared';
import { mockApi } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { buildReport } from '../testing/build-report';
import { fileReport } from '../testing/file-report';
import { ReportDialog } from './report-dialog';

const filed = buildReport({
  id: 5,
  targetType: 'message',
  targetId: 9,
  reason: 'harassment',
  note: 'At night',
});

describe('the Report dialog (issue 27)', () => {
  it('asks for a reason, sends the report with the note, then says it was sent', async () => {
    const { requests } = mockApi({ 'POST /api/reports': { status: 201, body: filed } });
    const { user } = renderFeature(
      <ReportDialog
        target={{ type: 'message', id: 9 }}
        onClose={vi.fn()}
        block={{ firstName: 'Nora', onBlock: vi.fn() }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Report message' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: REPORT_MESSAGES.submit }));
    expect(await screen.findByText(REPORT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/reports')).toBe(false);

    await user.type(
      screen.getByRole('textbox', { name: 'Anything else our moderators should know? (optional)' }),
      'At night',
    );
    await fileReport(user, 'harassment', screen);
    expect(
      await screen.findByText(
        'Thank you. Our moderators will review your report; the family is not told who reported.',
      ),
    ).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/reports')?.body).toEqual({
      targetType: 'message',
      targetId: 9,
      reason: 'harassment',
      note: 'At night',
    });
  });

  it('offers to block the family once sent (issue 27)', async () => {
    mockApi({ 'POST /api/reports': { status: 201, body: { ...filed, targetType: 'family' } } });
    const onBlock = vi.fn();
    const { user } = renderFeature(
      <ReportDialog
        target={{ type: 'family', id: 4 }}
        onClose={vi.fn()}
        block={{ firstName: 'Nora', onBlock }}
      />,
    );
    await fileReport(user, 'spam', screen);
    expect(await screen.findByText(REPORT_MESSAGES.blockOffer('Nora'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: REPORT_MESSAGES.blockFamily('Nora') }));
    expect(onBlock).toHaveBeenCalledOnce();
  });

  it('says the server’s refusal (the daily limit) and keeps the form', async () => {
    mockApi({
      'POST /api/reports': {
        status: 429,
        body: { error: REPORT_MESSAGES.tooMany, code: 'DAILY_REPORT_LIMIT' },
      },
    });
    const { user } = renderFeature(
      <ReportDialog
        target={{ type: 'family', id: 4 }}
        onClose={vi.fn()}
        block={{ firstName: 'Nora', onBlock: vi.fn() }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Report family' })).toBeTruthy();
    await fileReport(user, 'spam', screen);
    await waitFor(() => expect(screen.getByText(REPORT_MESSAGES.tooMany)).toBeTruthy());
    expect(screen.getByRole('button', { name: REPORT_MESSAGES.submit })).toBeTruthy();
  });
});
