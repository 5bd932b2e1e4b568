import { Download } from 'lucide-react';
import {
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { todayIsoDate, weeklySummary, type HealthLog, type Kid } from '@nestling/shared';
import { buttonClasses, Card, LoadingStatus, RetryMessage, SectionTitle } from '@/components/ui';
import { WhenSeen } from '@/components/ui/when-seen';
import { useInTurn } from '@/lib/after-paint';
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

/*
 * The forms re-render only when their kid changes: not with every answer of the logs below them
 * (a synchronous render in React, TanStack Query's answers being external-store updates — issue
 * 29: both forms' fields re-rendered in it, 40–150 ms on a phone).
 */
const HealthLogFormPart = memo(LazyHealthLogForm.Component);
const SelfAssessmentFormPart = memo(LazySelfAssessmentForm.Component);

/** What the overview and the log list draw, from the logs' answers (HealthLogSections). */
interface HealthLogSectionsProps {
  kid: Kid;
  today: string;
  listLogs: HealthLog[];
  recentLogs: HealthLog[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * The overview (the weekly summary, the charts) and the log list, drawn from the logs' answers
 * as given: memoized, so an answer's synchronous render skips it and its redraw with the new logs
 * comes in a deferred render of KidHealthData (which yields to the browser).
 */
const HealthLogSections = memo(function HealthLogSections({
  kid,
  today,
  listLogs,
  recentLogs,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: HealthLogSectionsProps) {
  const { t } = useHealthTexts();
  const summary = useMemo(() => weeklySummary(recentLogs, today), [recentLogs, today]);
  const hasLogs = listLogs.length > 0;
  const listLoading = <LoadingStatus>{t('screen.loadingLogs')}</LoadingStatus>;
  return (
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
            {hasLogs ? t('screen.nothingToChart', { days: CHART_DAYS }) : t('screen.chartsAppear')}
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
              hasMore={hasMore}
              isLoadingMore={isLoadingMore}
              onLoadMore={onLoadMore}
            />
          </Suspense>
        </WhenSeen>
      </Section>
    </>
  );
});

/**
 * The data part of the health screen (spec §2.14, §8.2 Health), once the kid is known: the two
 * forms, the weekly summary, the charts (only when logs exist) and the log list, with the logs'
 * requests. A part of its own (decision 055), asked for by KidHealthScreen once the title with
 * the kid's name has been presented, together with both forms' code (issue 29: Lighthouse prices
 * the LCP, the title, from every request started before it): it is drawn once both forms' code
 * is in — the log form first, the self-assessment in the next frame (beside it on a wide screen,
 * below it on a phone), then what is below them, each in a render and commit of its own (issue
 * 29: one long task less) — so no form is an inert frame the keyboard could tab past, and no
 * frame is needed in their place (a form whose code failed to load says so through its error
 * boundary). The logs' answers are drawn in deferred renders (HealthLogSections).
 * @param kid the checked kid
 * @param below what the screen draws under it (the Growth section): drawn with the last turn,
 *   so nothing is drawn above it once it is on screen (no layout shift)
 */
export function KidHealthData({ kid, below }: { kid: Kid; below?: ReactNode }) {
  const { t } = useHealthTexts();
  const [today] = useState(() => todayIsoDate());
  const { from } = chartRange(today);
  // 1: the log form; 2: the self-assessment (beside it on a wide screen, below it on a phone);
  // 3: what is below both, and the logs' requests (made in the effects of a commit: not in the
  // forms'). Each in a render and commit of its own (issue 29).
  const shown = useInTurn(true, 3);
  const list = useHealthLogList(kid.id, shown >= 3);
  const recent = useHealthLogRange(kid.id, from, today, shown >= 3);
  // The answers as the sections draw them: a new answer is drawn in a deferred render.
  const listData = useDeferredValue(list.data);
  const recentData = useDeferredValue(recent.data);
  const listLogs = useMemo(() => listData?.pages.flatMap((page) => page.logs) ?? [], [listData]);
  const recentLogs = useMemo(() => recentData?.logs ?? [], [recentData]);
  const loadFailed = list.isError || recent.isError;
  const isLoading = !listData || !recentData;
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

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
            <HealthLogFormPart kidId={kid.id} kidName={kid.name} />
          </Suspense>
        </Section>
        {shown >= 2 && (
          <Section
            id="self-assessment"
            title={t('screen.selfAssessment')}
            description={t('screen.selfAssessmentDescription', { name: kid.name })}
          >
            <Suspense fallback={null}>
              <SelfAssessmentFormPart kidId={kid.id} />
            </Suspense>
          </Section>
        )}
      </div>

      {shown >= 3 && loadFailed && (
        <RetryMessage onRetry={retry}>{t('health.loadFailed')}</RetryMessage>
      )}

      {shown >= 3 &&
        !loadFailed &&
        (isLoading ? (
          <LoadingStatus>{t('screen.loadingLogs')}</LoadingStatus>
        ) : (
          <HealthLogSections
            kid={kid}
            today={today}
            listLogs={listLogs}
            recentLogs={recentLogs}
            hasMore={list.hasNextPage}
            isLoadingMore={list.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        ))}
      {shown >= 3 && below}
    </div>
  );
}
