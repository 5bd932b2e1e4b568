import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { healthCatalogue, type Kid } from '@nestling/shared';
import { LoadingStatus } from '@/components/ui';
import { KidHealthScreen } from '@/features/health-logs/components/kid-health-screen';
import { WhenSeen } from '@/components/ui/when-seen';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LocalizedScreen } from '../localized-screen';

/**
 * The Growth section (issue 26), loaded once the kid is known and the section comes near the
 * viewport: its forms, list and WHO curves stay out of the health tracker's first load (the
 * route budget, decision 051; its first paint, decision 067); its charts load later still.
 */
const GrowthSection = lazy(() =>
  import('@/features/growth/components/growth-section').then((module) => ({
    default: module.GrowthSection,
  })),
);

/**
 * The Growth section where it will be: its loading line until the parent scrolls near it (on a
 * phone it is below the forms, the overview and the logs), then its code and its answer.
 */
function GrowthWhenSeen({ kid }: { kid: Kid }) {
  const { t } = useTranslation(healthCatalogue);
  const loading = <LoadingStatus>{t('screen.loadingGrowth')}</LoadingStatus>;
  return (
    <WhenSeen placeholder={loading}>
      <Suspense fallback={loading}>
        <GrowthSection kid={kid} />
      </Suspense>
    </WhenSeen>
  );
}

/** The kid's name the parent hub passes along with the link (spec §2.10: Health passes it). */
function kidNameOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { kidName } = state as { kidName?: unknown };
  return typeof kidName === 'string' && kidName.trim() ? kidName : undefined;
}

/**
 * /dashboard/kids/:kidId/health (spec §2.14): the Health Tracker of one kid, and its Growth
 * section (issue 26) below the tracker's data once the kid check has found the kid and the title
 * has been presented, in the parent's language (issue 28).
 */
export function KidHealthRoute() {
  const { kidId } = useParams();
  const location = useLocation();
  return (
    <LocalizedScreen catalogue={healthCatalogue}>
      <KidHealthScreen
        key={kidId}
        rawKidId={kidId}
        kidNameHint={kidNameOf(location.state)}
        below={(kid) => <GrowthWhenSeen kid={kid} />}
      />
    </LocalizedScreen>
  );
}
