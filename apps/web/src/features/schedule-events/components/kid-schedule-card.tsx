import { memo } from 'react';
import { Link } from 'react-router';
import { calendarCatalogue, type Kid, type ScheduleEvent } from '@nestling/shared';
import { buttonClasses, Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { KidAvatar } from '@/entities/kids/components/kid-avatar';
import { useCan } from '@/entities/parent/api/use-can';
import { useKidTexts } from '@/entities/kids/hooks/use-kid-texts';
import { eventTitle, formatEventDateTime } from '../utils/event-time';

/** What a kid card needs of a kid (spec §2.10: photo, name, age, gender). */
export type KidSummary = Pick<Kid, 'id' | 'name' | 'age' | 'gender' | 'photoUrl'>;

/** Router state of the Health link: the kid's name travels along (spec §2.10). */
export interface KidHealthLinkState {
  kidName: string;
}

/** Upcoming events shown per kid card; the kid calendar has the rest. */
export const KID_CARD_EVENT_LIMIT = 3;

export interface KidScheduleCardProps {
  kid: KidSummary;
  /** The kid's upcoming events, soonest first (only the first few are shown). */
  events: readonly ScheduleEvent[];
  /** True while the events are still loading. */
  eventsLoading?: boolean;
  /** True when the events could not be loaded. */
  eventsFailed?: boolean;
  /** BCP 47 tag for dates and times; omitted: the browser's locale. */
  locale?: string;
}

/**
 * One kid on the parent hub (spec §2.10 Your Kids): photo (a default avatar when missing or
 * broken), name, age, gender, the kid's next events (date and time, title), and links to Edit,
 * Achievements, Health (carrying `{ kidName }` in router state) and Calendar — no Edit for a
 * caregiver (editing a kid is a guardian's, issue 24). The route gives it the kid and the events.
 * Memoized: drawn again only when its props change (issue 29: not with each render of the
 * section, e.g. the events' answer, which reaches it in a deferred render).
 */
export const KidScheduleCard = memo(function KidScheduleCard({
  kid,
  events,
  eventsLoading = false,
  eventsFailed = false,
  locale,
}: KidScheduleCardProps) {
  const shown = events.slice(0, KID_CARD_EVENT_LIMIT);
  // A long word (another language's) breaks inside its half-width button rather than overflow.
  const linkClasses = cn(
    buttonClasses('secondary', 'sm'),
    'text-center wrap-anywhere hyphens-auto',
  );
  const can = useCan();
  const kidTexts = useKidTexts();
  const { t } = useTranslation(calendarCatalogue);
  const forKid = <span className="sr-only"> {t('hub.forKid', { name: kid.name })}</span>;
  return (
    <article
      aria-label={kid.name}
      className="flex h-full flex-col gap-4 rounded-3xl border border-ink-900/5 bg-surface p-5 shadow-card"
    >
      <div className="flex items-center gap-4">
        <KidAvatar kid={kid} size="md" />
        <div className="min-w-0">
          <h3 className="truncate text-lg font-extrabold text-ink-900">{kid.name}</h3>
          <p className="text-sm text-ink-700">{kidTexts.ageAndGender(kid)}</p>
        </div>
      </div>

      <div className="flex-1 space-y-2">
        <h4 className="text-sm font-bold tracking-wide text-brand-700 uppercase">
          {t('hub.upcoming')}
        </h4>
        {eventsLoading ? (
          <p className="flex items-center gap-2 text-sm text-ink-700">
            <Spinner className="size-4 text-brand-600" />
            {t('scheduleEvent.loading')}
          </p>
        ) : eventsFailed ? (
          <p className="text-sm text-danger-700">{t('hub.loadFailed')}</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-ink-600">{t('hub.noUpcoming')}</p>
        ) : (
          <ul className="space-y-1.5">
            {shown.map((event) => (
              <li key={event.id} className="text-sm">
                <time dateTime={event.startTime} className="font-semibold text-ink-800">
                  {formatEventDateTime(event.startTime, locale)}
                </time>
                <span className="text-ink-600"> · </span>
                <span className="break-words text-ink-900">
                  {eventTitle(event, t('scheduleEvent.untitled'))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="grid grid-cols-2 gap-2">
        {can.guardian && (
          <Link to={paths.kidEdit(kid.id)} className={linkClasses}>
            {t('hub.edit')}
            {forKid}
          </Link>
        )}
        <Link to={paths.kidAchievements(kid.id)} className={linkClasses}>
          {t('hub.achievements')}
          {forKid}
        </Link>
        <Link
          to={paths.kidHealth(kid.id)}
          state={{ kidName: kid.name } satisfies KidHealthLinkState}
          className={linkClasses}
        >
          {t('hub.health')}
          {forKid}
        </Link>
        <Link to={paths.kidCalendar(kid.id)} className={linkClasses}>
          {t('hub.calendar')}
          {forKid}
        </Link>
      </div>
    </article>
  );
});
