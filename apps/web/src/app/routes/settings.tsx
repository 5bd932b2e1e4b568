import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast/toast';
import { settingsCatalogue } from '@nestling/shared';
import { PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/entities/parent/api/get-session';
import { useCan } from '@/entities/parent/api/use-can';
import { DownloadDataCard } from '@/features/account/components/download-data-card';
import { endLocalSession } from '@/features/auth/utils/end-local-session';
import { SettingsCard } from '@/features/parent-profile/components/settings-card';
import { lazyPart } from '@/lib/lazy-part';
import { CalendarFeedCard } from '@/features/schedule-events/components/calendar-feed-card';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LocalizedScreen } from '../localized-screen';

/** Web Push's card (issue 25): below the fold, its code loads after the screen's. */
const PushDevicesCard = lazyPart(() =>
  import('@/features/push/components/push-devices-card').then((module) => module.PushDevicesCard),
);

/**
 * The language card (issue 28): its code — and the account catalogue it speaks — loads after the
 * screen's, so the settings screen's first load carries no catalogue.
 */
const LanguageCard = lazyPart(() =>
  import('@/features/parent-profile/components/language-card').then(
    (module) => module.LanguageCard,
  ),
);

/**
 * The cards below the calendar feed — blocked families, the subscription, Delete my account —
 * are below the fold on a phone: their code (blocks, billing, the account's deletion) loads
 * after the screen's, together, so none shifts what is under it (issue 29, decision 055).
 */
const BlockedFamiliesCard = lazyPart(() =>
  import('@/features/blocks/components/blocked-families-card').then(
    (module) => module.BlockedFamiliesCard,
  ),
);
const SubscriptionCard = lazyPart(() =>
  import('@/features/billing/components/subscription-card').then(
    (module) => module.SubscriptionCard,
  ),
);
const DeleteAccountCard = lazyPart(() =>
  import('@/features/account/components/delete-account-card').then(
    (module) => module.DeleteAccountCard,
  ),
);

/**
 * /dashboard/settings (issue 14): the parent's data rights and account — Download my data,
 * Appearance, the calendar feed (moved from the parent hub, issue 29), the blocked families (verified parents: blocks are a social feature), the
 * subscription, and Delete my account. This route only composes; after a deletion it forgets
 * the local session, as logout does, and goes to /login.
 */
export function SettingsRoute() {
  return (
    <LocalizedScreen catalogue={settingsCatalogue}>
      <SettingsScreen />
    </LocalizedScreen>
  );
}

/** The settings cards in the parent's language (the settings area loaded by the route's boundary). */
function SettingsScreen() {
  const { parent } = useSession();
  // A caregiver's settings leave out blocks and billing (issue 24, decision 056: absent, not
  // disabled); their export holds what they wrote and their deletion leaves the family's kids.
  const can = useCan();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation(settingsCatalogue);

  function afterDeletion() {
    endLocalSession(queryClient);
    void navigate(paths.login, { replace: true, flushSync: true });
    toast.success(t('account.deleted'));
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('account.settingsTitle')}
        back={{ to: paths.parentHub, label: t('screen.back') }}
      />
      <DownloadDataCard />
      <SettingsCard title={t('display.title')} />
      <Suspense fallback={null}>
        <LanguageCard.Component />
      </Suspense>
      <Suspense fallback={null}>
        <PushDevicesCard.Component />
      </Suspense>
      <CalendarFeedCard />
      <Suspense fallback={null}>
        {can.guardian && parent?.emailVerified && <BlockedFamiliesCard.Component />}
        {can.guardian && <SubscriptionCard.Component />}
        <DeleteAccountCard.Component onDeleted={afterDeletion} />
      </Suspense>
    </div>
  );
}
