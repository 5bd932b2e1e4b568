import { Suspense, startTransition, useCallback, useEffect, useState } from 'react';
import { Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { lazyPart } from '@/lib/lazy-part';
import { useKids } from '@/entities/kids/api/get-kids';
import { sessionQueryKey, useSession } from '@/entities/parent/api/get-session';
import { useCan } from '@/entities/parent/api/use-can';
import { useFirstScreenShown } from '@/hooks/use-first-screen-shown';
import { profileCatalogue } from '@nestling/shared';
import { MessagesCard } from '@/features/messages/components/messages-card';
import { ParentProfileCard } from '@/features/parent-profile/components/parent-profile-card';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LocalizedScreen } from '../localized-screen';

/**
 * The schedule card (month calendar, the day's events, the add form's toggle): on a phone it
 * begins at the fold, after the profile and messages cards. Its code is asked for once the hub
 * has painted (issue 29) and drawn when it arrives (decision 055), with "Your Kids" in one
 * boundary, so neither pushes the other.
 */
const ScheduleCard = lazyPart(() =>
  import('@/features/schedule-events/components/schedule-card').then(
    (module) => module.ScheduleCard,
  ),
);

/**
 * "Your Kids" (each kid's card with upcoming events), the hub's last section, below the fold:
 * its code is asked for with the schedule card's and drawn when it arrives (decision 055).
 */
const YourKidsSection = lazyPart(() =>
  import('@/features/schedule-events/components/your-kids-section').then(
    (module) => module.YourKidsSection,
  ),
);

/**
 * /dashboard/parent-hub (spec §2.10), in the spec's order: the parent's profile card, the
 * messages card (three unread previews; a guardian's only, issue 24), the schedule card and the "Your Kids" section. The
 * settings — appearance, the calendar feed, blocked families, subscription, data and account —
 * live on /dashboard/settings, linked from the header (issue 29, defect 5: on a phone the hub
 * was ≈ 3,700 px with the kids last). This route only composes; each card lives in its
 * feature, and the kids list they show is the kids entity's one query (one GET /api/kids for
 * the whole hub).
 */
export function ParentHubRoute() {
  return (
    <LocalizedScreen catalogue={profileCatalogue}>
      <ParentHub />
    </LocalizedScreen>
  );
}

/** The hub's cards in the parent's language (the profile area loaded by the route's boundary). */
function ParentHub() {
  const can = useCan();
  // The profile card is the top of a phone's screen and its photo the hub's LCP element: it is
  // drawn first, alone with what it needs (the session, the kids list). What follows — the
  // messages' previews, the schedule card and "Your Kids" — asks for its code and data once that
  // first screen has been presented, so none of it shares the phone's link with the profile
  // (issue 29). The messages card's frame is drawn at once with its loading line (its place
  // kept); the schedule card and "Your Kids" are the page's last sections.
  const partsShown = useFirstScreenShown();
  // The schedule card and "Your Kids" are drawn once the messages' previews have answered (their
  // code and data load meanwhile): drawn before, they would be pushed down by the card's growing
  // from its loading line to three previews (a layout shift where they are in view). In a
  // transition: their first render (the month calendar, each kid's card) yields to the browser
  // every few milliseconds instead of being one task of 150–230 ms (bench:cpu, CPU 4× slower).
  const [previewSettled, setPreviewSettled] = useState(false);
  const settlePreview = useCallback(() => startTransition(() => setPreviewSettled(true)), []);
  const lastShown = partsShown && (!can.guardian || previewSettled);
  useEffect(() => {
    if (!partsShown) return;
    // A failed load is said by the parts' own boundary once they are drawn.
    ScheduleCard.preload().catch(() => undefined);
    YourKidsSection.preload().catch(() => undefined);
  }, [partsShown]);
  const { t } = useTranslation(profileCatalogue);
  return (
    <div className="space-y-8">
      <PageHeader
        title={t('hub.title')}
        actions={
          <>
            <Link to={paths.family} className={buttonClasses('secondary', 'sm')}>
              <Users aria-hidden="true" className="size-4" />
              {t('hub.family')}
            </Link>
            <Link to={paths.settings} className={buttonClasses('secondary', 'sm')}>
              <Settings aria-hidden="true" className="size-4" />
              {t('hub.settings')}
            </Link>
          </>
        }
      />
      <ParentProfileSlot />
      {can.guardian && <MessagesCard showPreview={partsShown} onPreviewSettled={settlePreview} />}
      {lastShown && (
        <Suspense fallback={null}>
          <ScheduleCard.Component />
          <YourKidsSection.Component />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The hub's profile card (spec §2.10 first bullet): the session's parent and the kid
 * count of the kids list. A save or a photo upload writes the answered parent into the session,
 * so the dashboard avatar (§2.9) and every greeting change at once.
 */
function ParentProfileSlot() {
  const { parent } = useSession();
  const kids = useKids();
  const queryClient = useQueryClient();
  return (
    <ParentProfileCard
      parent={parent}
      kidCount={kids.data?.length}
      isLoadingKids={kids.isPending}
      onParentChange={(next) => queryClient.setQueryData(sessionQueryKey, next)}
    />
  );
}
