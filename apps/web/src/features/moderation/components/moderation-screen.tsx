import { Suspense, useEffect, useState } from 'react';
import { Flag } from 'lucide-react';
import { REPORT_MESSAGES, type ModerationReport } from '@nestling/shared';
import { Pager, RetryMessage, SectionCard, Spinner, StatusMessage } from '@/components/ui';
import { lazyPart } from '@/lib/lazy-part';
import { MODERATION_PAGE_SIZE, useOpenReports } from '../api/moderation-api';

/**
 * A report's action form: drawn with the reports, its code (react-hook-form, the fields) asked
 * for as the screen mounts, in parallel with the reports (decisions 055, 063).
 */
const ActionForm = lazyPart(() =>
  import('./moderation-action-form').then((module) => module.ModerationActionForm),
);

function when(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** One open report: what was reported and why, the family, the messages, the actions. */
function ReportCard({ report }: { report: ModerationReport }) {
  const { family } = report;
  const cards = family.cards.map((card) => card.firstName).join(', ') || 'no public kids';
  return (
    <SectionCard
      icon={<Flag aria-hidden="true" className="size-5" />}
      title={`${REPORT_MESSAGES.reasons[report.reason]} — ${report.targetType === 'message' ? 'a message' : 'a family'}`}
    >
      <div className="space-y-3 text-sm">
        <p className="text-ink-600">
          Reported <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
        </p>
        {report.note && (
          <p className="break-words whitespace-pre-wrap text-ink-900">“{report.note}”</p>
        )}
        <p className="text-ink-700">
          Family #{family.id}: {cards} · {family.reportCount} report
          {family.reportCount === 1 ? '' : 's'} in all
          {family.hidden ? ' · hidden from Explore' : ''}
          {family.suspended ? ' · suspended' : ''}
        </p>
        {report.message && (
          <ol aria-label="The reported message and the five before it" className="space-y-1">
            {[...report.context, report.message].map((message) => (
              <li
                key={message.id}
                className={
                  message.id === report.message?.id
                    ? 'rounded-xl bg-danger-50 px-3 py-2 font-semibold text-ink-900'
                    : 'rounded-xl bg-canvas px-3 py-2 text-ink-700'
                }
              >
                <span className="text-xs text-ink-600">
                  {message.fromReported ? 'Reported account' : 'Reporter'} ·{' '}
                  <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                </span>
                <p className="break-words whitespace-pre-wrap">{message.text}</p>
              </li>
            ))}
          </ol>
        )}
        {report.targetType === 'message' && !report.message && (
          <p className="text-ink-600">The message has been deleted.</p>
        )}
        <ActionForm.Component reportId={report.id} />
      </div>
    </SectionCard>
  );
}

/** The screen's loading line, while the reports or their forms' code arrive. */
function LoadingReports() {
  return (
    <p role="status" className="flex items-center gap-2 text-ink-600">
      <Spinner /> Loading reports…
    </p>
  );
}

/**
 * The Moderation screen (issue 27, decision 060): open reports, newest first, each with the
 * reported message and the five before it, the family's public cards by first name and its
 * report count, and an action with its required reason. Moderators only (the route's guard).
 */
export function ModerationScreen() {
  const [page, setPage] = useState(1);
  const reports = useOpenReports(page);
  useEffect(() => void ActionForm.preload(), []);
  if (reports.isPending) return <LoadingReports />;
  if (reports.isError)
    return (
      <RetryMessage onRetry={() => void reports.refetch()}>Could not load reports.</RetryMessage>
    );
  const { items, total } = reports.data;
  if (items.length === 0)
    return <StatusMessage tone="info">{REPORT_MESSAGES.noOpenReports}</StatusMessage>;
  return (
    <div className="space-y-4">
      {/* The reports draw once their action forms' code is there too (one loading line). */}
      <Suspense fallback={<LoadingReports />}>
        {items.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </Suspense>
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE))}
        onPageChange={setPage}
        label="Report pages"
        busy={reports.isFetching}
      />
    </div>
  );
}
