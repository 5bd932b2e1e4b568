import { Suspense, type ReactNode } from 'react';
import type { Kid } from '@nestling/shared';
import { LoadingStatus, PageHeader, StatusMessage } from '@/components/ui';
import { paths } from '@/config/paths';
import { TODAY_FORMAT, useAfterPaint } from '@/lib/after-paint';
import { lazyPart } from '@/lib/lazy-part';
import { useKidCheck } from '../hooks/use-kid-check';
import { useHealthTexts } from '../hooks/use-health-texts';
import { LazyHealthLogForm, LazySelfAssessmentForm } from './lazy-health-forms';

/**
 * Everything below the title once the kid is known (kid-health-data.tsx: the forms, the overview,
 * the log list and the logs' requests): asked for once the title has been presented (issue 29).
 */
const LazyKidHealthData = lazyPart(() =>
  import('./kid-health-data').then((module) => module.KidHealthData),
);

export interface KidHealthScreenProps {
  /** The `:kidId` route parameter. */
  rawKidId: string | undefined;
  /** The kid's name passed by the parent hub (router location state), shown before the check. */
  kidNameHint?: string;
  /**
   * What the route draws below the data part once it is drawn (the Growth section), given the
   * checked kid: drawn with it, so nothing below the title is pushed down by it (CLS).
   */
  below?: (kid: Kid) => ReactNode;
}

/**
 * The Health Tracker of one kid (spec §2.14, §4 Kid id check, §8.2 Health): the title with the
 * kid's name (from the parent hub, else fetched; the id while neither is known), the kid check
 * with its redirect, then — once the title has been presented — the forms, the weekly summary,
 * the charts and the log list, then `below`; "Loading health logs..." until that code has come.
 */
export function KidHealthScreen({ rawKidId, kidNameHint, below }: KidHealthScreenProps) {
  const { t, localize } = useHealthTexts();
  const check = useKidCheck(rawKidId);
  // The title with the kid's name paints alone (the LCP on a phone, decision 067); the data
  // part's and both forms' code is asked for once it has been presented, and the part drawn
  // (in a transition) once all three are there: none of their files, the logs' requests or
  // their render comes before the LCP (issue 29, decisions 087 and 089); one part per task, and
  // today's date formatter (the forms' default date) in a task of its own. Meanwhile only the
  // loading line is below the title (smaller than the title, so never the LCP); the part replaces
  // it and pushes nothing down when it comes.
  const drawn = useAfterPaint(
    check.state === 'ok',
    LazyKidHealthData,
    LazyHealthLogForm,
    LazySelfAssessmentForm,
    TODAY_FORMAT,
  );
  const name =
    check.state === 'ok'
      ? check.kid.name
      : kidNameHint?.trim() || t('screen.kidWithId', { kidId: rawKidId ?? '' });
  const loading = <LoadingStatus>{t('screen.loadingLogs')}</LoadingStatus>;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={t('screen.eyebrow')}
        title={t('screen.title', { name })}
        documentTitle={t('screen.documentTitle', { name })}
        back={{ to: paths.kidsProfile, label: t('screen.back') }}
      />
      {check.state === 'failed' && <StatusMessage>{localize(check.message)}</StatusMessage>}
      {check.state === 'checking' && <LoadingStatus>{t('screen.checking')}</LoadingStatus>}
      {check.state === 'ok' && !drawn && loading}
      {check.state === 'ok' && drawn && (
        <Suspense fallback={loading}>
          <LazyKidHealthData.Component kid={check.kid} below={below?.(check.kid)} />
        </Suspense>
      )}
    </div>
  );
}
