import { Suspense, useEffect, type ReactNode } from 'react';
import { Flag, ScrollText } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  moderationCatalogue,
  parsePageNumber,
  reportsCatalogue,
  type AuditEntry,
  type ModerationReport,
} from '@nestling/shared';
import { LoadingStatus, Pager, RetryMessage, SectionCard, StatusMessage } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart } from '@/lib/lazy-part';
import { MODERATION_PAGE_SIZE, useAuditLog, useOpenReports } from '../api/moderation-api';

/**
 * A report's action form: drawn with the reports, its code (react-hook-form, the fields) asked
 * for as the screen mounts, in parallel with the reports (decisions 055, 063).
 */
const ActionForm = lazyPart(() =>
  import('./moderation-action-form').then((module) => module.ModerationActionForm),
);

function when(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale);
}

/** One open report: what was reported and why, the family, the messages, the actions. */
function ReportCard({ report }: { report: ModerationReport }) {
  const { t } = useTranslation(moderationCatalogue);
  const reports = useTranslation(reportsCatalogue);
  const { locale } = useLocale();
  const { family } = report;
  const subject = (reason: ModerationReport['reason'], target: ModerationReport['targetType']) =>
    t('moderation.reportTitle', { reason: reports.t(`reasons.${reason}`), target });
  return (
    <SectionCard
      icon={<Flag aria-hidden="true" className="size-5" />}
      title={subject(report.reason, report.targetType)}
    >
      <div className="space-y-3 text-sm">
        <p className="text-ink-600">
          {t('moderation.reportedAt')}{' '}
          <time dateTime={report.createdAt}>{when(report.createdAt, locale)}</time>
        </p>
        {report.note && (
          <p className="break-words whitespace-pre-wrap text-ink-900">“{report.note}”</p>
        )}
        <p className="text-ink-700">
          {t('moderation.reportedFamily', {
            familyId: family.id,
            kids:
              family.cards.map((card) => card.firstName).join(', ') || t('moderation.noPublicKids'),
            count: family.reportCount,
            hidden: String(family.hidden),
            suspended: String(family.suspended),
          })}
        </p>
        {family.history.length > 0 && (
          <div>
            <h3 className="text-xs font-semibold text-ink-700">{t('moderation.historyLabel')}</h3>
            <ol aria-label={t('moderation.historyLabel')} className="mt-1 space-y-0.5 text-ink-700">
              {family.history.map((entry) => (
                <li key={entry.id} className="break-words">
                  <time dateTime={entry.createdAt} className="text-xs text-ink-600">
                    {when(entry.createdAt, locale)}
                  </time>{' '}
                  ·{' '}
                  {t('moderation.historyEntry', {
                    subject: subject(entry.reason, entry.targetType),
                    outcome: entry.firstAction
                      ? t(`actions.${entry.firstAction}`)
                      : t(`status.${entry.status}`),
                  })}
                </li>
              ))}
            </ol>
          </div>
        )}
        {report.message && (
          <ol aria-label={t('moderation.contextLabel')} className="space-y-1">
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
                  {message.fromReported
                    ? t('moderation.reportedAccount')
                    : t('moderation.reporter')}{' '}
                  · <time dateTime={message.createdAt}>{when(message.createdAt, locale)}</time>
                </span>
                <p className="break-words whitespace-pre-wrap">{message.text}</p>
              </li>
            ))}
          </ol>
        )}
        {report.targetType === 'message' && !report.message && (
          <p className="text-ink-600">{t('moderation.messageDeleted')}</p>
        )}
        <ActionForm.Component reportId={report.id} />
      </div>
    </SectionCard>
  );
}

/** The page of a view in the URL (`?page=`), 1 when absent or not a page number. */
function pageIn(params: URLSearchParams): number {
  return parsePageNumber(params.get('page') ?? undefined) ?? 1;
}

interface PagedListProps<Item> {
  /** The page's query: `{items, total}` of the one page shape. */
  query: UseQueryResult<{ items: Item[]; total: number }>;
  page: number;
  onPageChange: (page: number) => void;
  texts: { loading: string; failed: string; empty: string; pages: string };
  /** Draws the page's items (at least one), the pager follows. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A page of one of the screen's lists: loading, the failure with Retry, the empty text, or
 * the items and the one Pager.
 */
function PagedList<Item>({ query, page, onPageChange, texts, children }: PagedListProps<Item>) {
  if (query.isPending) return <LoadingStatus>{texts.loading}</LoadingStatus>;
  if (query.isError)
    return <RetryMessage onRetry={() => void query.refetch()}>{texts.failed}</RetryMessage>;
  const { items, total } = query.data;
  if (items.length === 0 && page === 1)
    return <StatusMessage tone="info">{texts.empty}</StatusMessage>;
  return (
    <div className="space-y-4">
      {children(items)}
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE))}
        onPageChange={onPageChange}
        label={texts.pages}
        busy={query.isFetching}
      />
    </div>
  );
}

/** One entry of the audit log: when, who, what, why, and on what. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(moderationCatalogue);
  const { locale } = useLocale();
  return (
    <li className="space-y-1 py-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2 text-ink-900">
        <span className="font-semibold">{t(`actions.${entry.action}`)}</span>
        <span className="text-ink-600">
          {entry.moderatorEmail} ·{' '}
          <time dateTime={entry.createdAt}>{when(entry.createdAt, locale)}</time>
        </span>
      </p>
      <p className="break-words whitespace-pre-wrap text-ink-700">“{entry.reason}”</p>
      <p className="text-xs text-ink-600">
        {t('moderation.auditSubject', {
          reportId: entry.reportId,
          familyId: entry.familyId,
          count: entry.parentIds.length,
          accounts: entry.parentIds.join(', #'),
        })}
      </p>
    </li>
  );
}

interface ViewProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** Open reports, newest first, paged. */
function OpenReports({ page, onPageChange }: ViewProps) {
  const { t } = useTranslation(moderationCatalogue);
  useEffect(() => void ActionForm.preload(), []);
  return (
    <PagedList
      query={useOpenReports(page)}
      page={page}
      onPageChange={onPageChange}
      texts={{
        loading: t('moderation.loadingReports'),
        failed: t('moderation.loadReportsFailed'),
        empty: t('moderation.noOpenReports'),
        pages: t('moderation.reportPages'),
      }}
    >
      {(items) => (
        // The reports draw once their action forms' code is there too (one loading line).
        <Suspense fallback={<LoadingStatus>{t('moderation.loadingReports')}</LoadingStatus>}>
          {items.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </Suspense>
      )}
    </PagedList>
  );
}

/** The append-only audit log, newest first, paged (read only: no route changes it). */
function AuditLog({ page, onPageChange }: ViewProps) {
  const { t } = useTranslation(moderationCatalogue);
  return (
    <SectionCard
      icon={<ScrollText aria-hidden="true" className="size-5" />}
      title={t('views.audit')}
    >
      <PagedList
        query={useAuditLog(page)}
        page={page}
        onPageChange={onPageChange}
        texts={{
          loading: t('moderation.loadingAudit'),
          failed: t('moderation.loadAuditFailed'),
          empty: t('moderation.auditEmpty'),
          pages: t('moderation.auditPages'),
        }}
      >
        {(items) => (
          <ol className="divide-y divide-ink-900/10">
            {items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </PagedList>
    </SectionCard>
  );
}

const VIEWS = ['reports', 'audit'] as const;

/**
 * The Moderation screen (issue 27, decision 060), in two views kept in the URL (`?view=audit`,
 * `&page=`): the open reports, newest first, each with the reported message and the five
 * before it, the family's public cards by first name and its report count, and an action with
 * its required reason; and the audit log (who, when, what, why), newest first. Each is paged
 * with the one pager. Moderators only (the route's guard).
 */
export function ModerationScreen() {
  const { t } = useTranslation(moderationCatalogue);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view') === 'audit' ? 'audit' : 'reports';
  const page = pageIn(searchParams);
  const goToPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
      return params;
    });
  return (
    <div className="space-y-4">
      <nav aria-label={t('moderation.viewsLabel')}>
        <ul className="inline-flex gap-1 rounded-2xl bg-ink-900/5 p-1">
          {VIEWS.map((name) => (
            <li key={name}>
              <Link
                to={{ search: name === 'audit' ? '?view=audit' : '' }}
                aria-current={view === name ? 'page' : undefined}
                className={cn(
                  'block rounded-xl px-3 py-1.5 text-sm font-semibold transition-colors',
                  view === name
                    ? 'bg-surface text-brand-800 shadow-sm'
                    : 'text-ink-700 hover:text-ink-900',
                )}
              >
                {t(`views.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'audit' ? (
        <AuditLog page={page} onPageChange={goToPage} />
      ) : (
        <OpenReports page={page} onPageChange={goToPage} />
      )}
    </div>
  );
}
