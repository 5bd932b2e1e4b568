import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { profileCatalogue, type ScheduleEvent } from '@nestling/shared';
import { QueryStatus, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';
import { useKids } from '@/entities/kids/api/get-kids';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useScheduleEvents } from '../api/get-schedule-events';
import { sortByStart } from '../utils/event-time';
import { KidScheduleCard } from './kid-schedule-card';

/** A kid without upcoming events: one list, so that kid's card is not drawn again for nothing. */
const NO_EVENTS: readonly ScheduleEvent[] = [];

export interface YourKidsSectionProps {
  /** BCP 47 tag for dates and times; omitted: the browser's locale. */
  locale?: string;
}

/**
 * The parent hub's 'Your Kids' section (spec §2.10): the heading, Manage Kids (to
 * /dashboard/kidsprofile), and a card per kid (the one kids-list query of the kids entity,
 * shared with the hub's profile card) with that kid's upcoming events, read from one
 * GET /schedules?from=<now> for all kids; 'No kids added yet. Click Manage Kids to get started.'
 * without kids.
 */
export function YourKidsSection({ locale }: YourKidsSectionProps) {
  const headingId = useId();
  const kidsQuery = useKids();
  const kids = kidsQuery.data;
  const [from] = useState(() => new Date().toISOString());
  const hasKids = (kids?.length ?? 0) > 0;
  const upcoming = useScheduleEvents({ from });
  // The events reach the kids' cards in a deferred render (issue 29): every card (its links,
  // avatar, texts and events) was drawn again in the answer's one task. Deferred, the answer's
  // own render stops at the cards (memoized, their props unchanged).
  const shownUpcoming = useDeferredAnswer(upcoming);

  const eventsByKid = useMemo(() => {
    const groups = new Map<number, ScheduleEvent[]>();
    for (const event of sortByStart(shownUpcoming ?? [])) {
      if (event.kidId === null) continue;
      const list = groups.get(event.kidId) ?? [];
      list.push(event);
      groups.set(event.kidId, list);
    }
    return groups;
  }, [shownUpcoming]);
  const { t } = useTranslation(profileCatalogue);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
          {t('kids.heading')}
        </h2>
        <Link to={paths.kidsProfile} className={buttonClasses('secondary', 'sm')}>
          {t('kids.manage')}
        </Link>
      </div>
      {!kidsQuery.isSuccess ? (
        <QueryStatus query={kidsQuery} loading={t('kids.loading')} failed={t('kids.loadFailed')} />
      ) : !hasKids ? (
        <p className="rounded-3xl border border-dashed border-ink-400/60 bg-surface/60 p-6 text-center text-ink-700">
          {t('kids.empty')}
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {kids?.map((kid) => (
            <li key={kid.id}>
              <KidScheduleCard
                kid={kid}
                events={eventsByKid.get(kid.id) ?? NO_EVENTS}
                eventsLoading={shownUpcoming === undefined}
                eventsFailed={shownUpcoming === null}
                locale={locale}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
