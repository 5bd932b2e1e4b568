import { Download } from 'lucide-react';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { todayIsoDate, weeklySummary, type Kid } from '@nestling/shared';
import { buttonClasses, Card, LoadingStatus, RetryMessage, SectionTitle } from '@/components/ui';
import { WhenSeen } from '@/components/ui/when-seen';
import { useHealthLogList, useHealthLogRange } from '../api/get-health-logs';
import { healthLogExportUrl } from '../api/export-health-logs';
import { useHealthTexts } from '../hooks/use-health-texts';
import { CHART_DAYS, chartRange } from '../utils/log-days';
import { LazyHealthCharts } from './lazy-health-charts';
import { LazyHealthLogForm, LazyHealthLogList, LazySelfAssessmentForm } from './lazy-health-forms';
import { WeeklySummary } from './weekly-summary';

function Section({
  id: name,
  title,
  description,
  children,
  action,
}: {
  /** The section's id (`section-<id>`), the same in every language. */
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = `section-${name}`;
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SectionTitle id={id} title={title} description={description} />
        {action}
      </div>
      {children}
    </Card>
  );
}

/**
 * The data part of the health screen (spec §2.14, §8.2 Health), once the kid is known: the two
 * forms, the weekly summary, the charts (only when logs exist) and the log list, with the logs'
 * requests. A part of its own (decision 055), asked for by KidHealthScreen once the title with
 * the kid's name has been presented, together with both forms' code (issue 29: Lighthouse prices
 * the LCP, the title, from every request started before it): it is drawn with both forms at
 * once, so no form is an inert frame the keyboard could tab past, and no frame is needed in
 * their place (a form whose code failed to load says so through its error boundary).
 */
export function KidHealthData({ kid }: { kid: Kid }) {
  const { t } = useHealthTexts();
  const [today] = useState(() => todayIsoDate());
  const { from } = chartRange(today);
  const list = useHealthLogList(kid.id);
  const recent = useHealthLogRange(kid.id, from, today);

  const listLogs = useMemo(() => list.data?.pages.flatMap((page) => page.logs) ?? [], [list.data]);
  const recentLogs = useMemo(() => recent.data?.logs ?? [], [recent.data]);
  const summary = useMemo(() => weeklySummary(recentLogs, today), [recentLogs, today]);
  const loadFailed = list.isError || recent.isError;
  const isLoading = list.isPending || recent.isPending;
  const hasLogs = listLogs.length > 0;
  const listLoading = <LoadingStatus>{t('screen.loadingLogs')}</LoadingStatus>;

  function retry() {
    if (list.isError) void list.refetch();
    if (recent.isError) void recent.refetch();
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Section
          id="add-a-health-log"
          title={t('screen.addLog')}
          description={t('screen.addLogDescription')}
        >
          <Suspense fallback={null}>
            <LazyHealthLogForm.Component kidId={kid.id} kidName={kid.name} />
          </Suspense>
        </Section>
        <Section
          id="self-assessment"
          title={t('screen.selfAssessment')}
          description={t('screen.selfAssessmentDescription', { name: kid.name })}
        >
          <Suspense fallback={null}>
            <LazySelfAssessmentForm.Component kidId={kid.id} />
          </Suspense>
        </Section>
      </div>

      {loadFailed && <RetryMessage onRetry={retry}>{t('health.loadFailed')}</RetryMessage>}

      {isLoading && !loadFailed
        ? listLoading
        : !loadFailed && (
            <>
              <Section
                id="overview"
                title={t('screen.overview')}
                description={t('screen.overviewDescription', { days: CHART_DAYS })}
              >
                <WeeklySummary summary={summary} />
                {recentLogs.length > 0 ? (
                  <LazyHealthCharts logs={recentLogs} />
                ) : (
                  <p className="rounded-2xl bg-canvas px-4 py-6 text-center text-ink-700 ring-1 ring-ink-900/5">
                    {hasLogs
                      ? t('screen.nothingToChart', { days: CHART_DAYS })
                      : t('screen.chartsAppear')}
                  </p>
                )}
              </Section>
              <Section
                id="health-logs"
                title={t('screen.logs')}
                description={t('screen.logsDescription')}
                action={
                  hasLogs && (
                    <a
                      href={healthLogExportUrl(kid.id)}
                      download
                      className={buttonClasses('secondary', 'sm')}
                    >
                      <Download aria-hidden="true" className="size-4" /> {t('screen.exportCsv')}
                    </a>
                  )
                }
              >
                {/* Below the forms and the overview: its code and its drawing when the parent
                  scrolls near it (issue 29), as Growth's (decision 067). */}
                <WhenSeen placeholder={listLoading}>
                  <Suspense fallback={listLoading}>
                    <LazyHealthLogList.Component
                      kidId={kid.id}
                      kidName={kid.name}
                      logs={listLogs}
                      hasMore={list.hasNextPage}
                      isLoadingMore={list.isFetchingNextPage}
                      onLoadMore={() => void list.fetchNextPage()}
                    />
                  </Suspense>
                </WhenSeen>
              </Section>
            </>
          )}
    </div>
  );
}
