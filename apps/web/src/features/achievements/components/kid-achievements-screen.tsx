import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { achievementsCatalogue, parseRecordId, type Kid } from '@nestling/shared';
import { LoadingStatus, PageHeader, Select, StatusMessage } from '@/components/ui';
import { paths } from '@/config/paths';
import { useKid } from '@/entities/kids/api/get-kid';
import { kidsQueryOptions } from '@/entities/kids/api/get-kids';
import { subscriptionQueryOptions } from '@/entities/subscription/api/get-subscription';
import { TODAY_FORMAT, useAfterPaint } from '@/lib/after-paint';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart } from '@/lib/lazy-part';
import { certificatesQueryOptions } from '../api/get-certificates';
import { firstMilestonePageQuery, milestonesQueryOptions } from '../api/get-milestones';

/**
 * The panels (milestones with their forms, the certificate uploader and gallery, the AI
 * suggestions, the premium card): drawn once the first answers are in and their code has
 * loaded; their code is asked for once the header with the kid's name — the screen's LCP — has
 * been presented (`useAfterPaint`), while those answers are on their way (decisions 055, 087).
 */
const AchievementsPanels = lazyPart(() =>
  import('./achievements-panels').then((module) => module.AchievementsPanels),
);

/**
 * The kid selector of spec §2.15: choosing another kid opens that kid's achievements. While
 * the kids list loads it shows the current kid only; a failed load says '❌ Error fetching
 * kids list (message)'.
 * @param asked whether the kids list may be asked for: once the header with the kid's name has
 *   been presented (issue 29: no read but the kid's before the LCP); until then, as loading
 */
function KidSelector({ kid, asked }: { kid: Kid; asked: boolean }) {
  const kids = useQuery({ ...kidsQueryOptions, enabled: asked });
  const navigate = useNavigate();
  const { t, localize } = useTranslation(achievementsCatalogue);
  if (kids.isError) {
    return (
      <StatusMessage tone="error">
        {t('milestones.kidsLoadFailed')} ({localize(kids.error.message)})
      </StatusMessage>
    );
  }
  const options = (kids.data ?? [kid]).map((each) => ({
    value: String(each.id),
    label: each.name,
  }));
  return (
    <Select
      label={t('kidSelector.label')}
      options={options}
      value={String(kid.id)}
      disabled={!kids.data || kids.data.length < 2}
      onChange={(event) => void navigate(paths.kidAchievements(event.target.value))}
      className="w-full space-y-1.5 sm:w-56"
    />
  );
}

/** The selector's place while the kid loads: the same field, empty and disabled (no shift). */
function KidSelectorPlaceholder() {
  const { t } = useTranslation(achievementsCatalogue);
  return (
    <Select
      label={t('kidSelector.label')}
      options={[]}
      placeholder={t('kidSelector.loading')}
      value=""
      disabled
      onChange={() => undefined}
      className="w-full space-y-1.5 sm:w-56"
    />
  );
}

/** The loading line of the screen (spec §2.15: a loading text while loading). */
function LoadingAchievements() {
  const { t } = useTranslation(achievementsCatalogue);
  return <LoadingStatus>{t('screen.loading')}</LoadingStatus>;
}

/**
 * The screen once the kid is known. Its panels start drawing once their first answers are in
 * (the milestones' first page, the certificates, the subscription — asked for once the header
 * with the kid's name has been presented, `asked`, with the panels' code: issue 29, as a kid's
 * calendar and health, decision 094), so nothing on screen moves while they arrive one by one
 * (issue 29: the layout shifted by 0.205); they are then drawn in order, top first, one section
 * per frame (AchievementsPanels). A failed answer shows in its own panel.
 */
function KidAchievements({ kid, asked, drawn }: { kid: Kid; asked: boolean; drawn: boolean }) {
  const milestones = useQuery({
    ...milestonesQueryOptions(firstMilestonePageQuery(kid.id)),
    enabled: asked,
  });
  const certificates = useQuery({ ...certificatesQueryOptions(kid.id), enabled: asked });
  const subscription = useQuery({ ...subscriptionQueryOptions, enabled: asked });
  // Answered once, with data or an error: a panel asking again later (a failed answer is asked
  // for again when its panel mounts) shows that in its own place.
  const answered = [milestones, certificates, subscription].every(
    (query) => query.dataUpdatedAt > 0 || query.errorUpdatedAt > 0,
  );
  // The panels are the screen's largest render: React draws them in a deferred render, which
  // yields to the browser every few milliseconds instead of holding the main thread in one long
  // task (decision 067: the blocking time).
  const ready = useDeferredValue(answered);
  if (!ready || !drawn) return <LoadingAchievements />;
  return (
    <Suspense fallback={<LoadingAchievements />}>
      <AchievementsPanels.Component kid={kid} />
    </Suspense>
  );
}

/**
 * The Achievements screen of one kid (spec §2.15, §8.2 Achievements; issue 10): the kid
 * selector, the milestones (progress, add, search, filter, sort, page size, paging), the AI
 * suggestions panel, the premium card, the certificate uploader and the gallery. A route
 * parameter that is no kid id says "❌ No kid selected. Please access achievements from a kid's
 * card."; a kid that is not the parent's (404) says 'Kid not found.'.
 * @param rawKidId the `:kidId` route parameter
 */
export function KidAchievementsScreen({ rawKidId }: { rawKidId: string | undefined }) {
  const kidId = parseRecordId(rawKidId);
  const kid = useKid(kidId);
  const name = kid.data?.name;
  const { t, localize } = useTranslation(achievementsCatalogue);
  const back = { to: paths.achievements, label: t('screen.back') };
  // The header with the kid's name (the LCP) first: the panels' code and their first reads
  // (and the selector's kids list) are asked for once it has been presented.
  const asked = useAfterPaint(kid.isSuccess);
  // Today's date formatter (the add form's default date) in a task of its own after their code.
  const drawn = useAfterPaint(kid.isSuccess, AchievementsPanels, TODAY_FORMAT);

  let body: ReactNode;
  if (kidId === undefined) {
    body = <StatusMessage tone="error">{t('milestones.noKidSelected')}</StatusMessage>;
  } else if (kid.isPending) {
    body = <LoadingAchievements />;
  } else if (kid.isError) {
    const notFound = isApiError(kid.error) && kid.error.status === 404;
    body = (
      <StatusMessage tone="error">
        {notFound
          ? `❌ ${t('milestones.kidNotFound')}`
          : `${t('milestones.kidsLoadFailed')} (${localize(kid.error.message)})`}
      </StatusMessage>
    );
  } else {
    body = <KidAchievements kid={kid.data} asked={asked} drawn={drawn} />;
  }

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={t('screen.title')}
        title={name ? t('screen.titleFor', { name }) : t('screen.title')}
        documentTitle={name ? t('screen.documentTitleFor', { name }) : t('screen.title')}
        description={t('screen.description')}
        back={back}
        actions={
          kid.data ? (
            <KidSelector kid={kid.data} asked={asked} />
          ) : (
            kidId !== undefined && kid.isPending && <KidSelectorPlaceholder />
          )
        }
      />
      {body}
    </div>
  );
}
